package io.github.gdxnsc.demo.overlay;

import io.github.gdxnsc.stats.Stage;

import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.world.ConfigField;
import io.github.gdxnsc.world.ConfigFields;

/** The overlay's words: one-line meanings and units for every solver, setting and figure (tooltips). */
final class OverlayHelp {
    static final String KEYS = "Space pause   S step   Backspace step back   R reset\n"
            + "N / P scenes   F1 overlay   Tab rails   M masses\n"
            + "F2 contact forces   [ ] slow motion\n"
            + "H every key   B or click: shoot   C camera reset\n"
            + "V fly camera: WASD, Q / E, drag to look\n"
            + "game: arrows, J jump, K crouch, F car\n"
            + "F3 solver   F4 engine   F9 problem   F12 screenshot\n"
            + "Drag a body: grab   elsewhere: orbit   right: pan\n"
            + "Wheel: zoom   Esc quit";

    /** The help window (key H): every key and mouse action, one a line. */
    static final String ALL_KEYS = "Space          pause / run\n"
            + "S              one step (pauses); each press is one step\n"
            + "Backspace      step back one frame (pauses; our engine, the last frames up to 120)\n"
            + "R              reset the scene (keeps the camera)\n"
            + "C              camera back to the scene's starting view\n"
            + "V              fly camera / orbit camera\n"
            + "W A S D Q E    fly camera: forward, left, back, right, down, up (Shift: faster)\n"
            + "Arrows J K F   game scene: walk or drive, jump, crouch (hold), get in / out of the car\n"
            + "N / P          next / previous scene\n"
            + "H              this list of keys\n"
            + "F1             overlay on / off (the 3D view takes the whole window)\n"
            + "Tab            the Solver and Figures windows fold to rails / open\n"
            + "F2             contact forces as arrows\n"
            + "M              every dynamic body labelled with its mass\n"
            + "[ / ]          slow motion: half / twice the time scale (1/16 to real time)\n"
            + "F3 / Shift+F3  next / previous solver\n"
            + "F4             engine: nsc, bullet-si, split\n"
            + "F9             write this step's problem (replay job)\n"
            + "F12            screenshot and report (never over an earlier one)\n"
            + "B, left click  shoot a ball through the view's centre / the pixel\n"
            + "Left drag      on a dynamic body: grab it; elsewhere: orbit (fly camera: look)\n"
            + "Right drag     pan;   wheel: zoom\n"
            + "Enter / Esc    in a text field: apply / leave it (a click in the view leaves it too)\n"
            + "Esc            quit";

    private OverlayHelp() {
    }

    static String solver(SolverType t) {
        switch (t) {
            case APGD: return "APGD: accelerated projected gradient (Nesterov, restarts); the default, warm-started, fixed budget";
            case PSOR: return "PSOR: projected Gauss-Seidel sweeps over the contacts, what Bullet's sequential impulse does";
            case BB: return "BB: projected Barzilai-Borwein spectral gradient with a non-monotone line search";
            case DIRECT: return "DIRECT: dense interior-point reference, 1e-10 accurate; refuses problems too large for a frame";
            case ADMM: return "ADMM: splitting with a sparse Cholesky of N + rho I; refuses problems whose factorisation a frame cannot pay";
            case MINRES: return "MINRES: Krylov solver for joints only; refuses contacts (APGD then solves the step)";
            case ALM: return "ALM: augmented Lagrangian (method of multipliers): proximal outer loop, Nesterov inner loop";
            default: return t.name();
        }
    }

    static String allSolvers() {
        java.lang.StringBuilder sb = new java.lang.StringBuilder("The solver of the contact problem, applied at the next step:");
        for (SolverType t : SolverType.values()) sb.append('\n').append(solver(t));
        return sb.toString();
    }

    static final String ENGINE = "The engine the scene runs in (F4 cycles; a switch restarts the scene): nsc, ours; bullet-si, Bullet's own "
            + "btDiscreteDynamicsWorld with its sequential impulse solver, from the same scene description; split, both side by side from one camera";
    static final String BULLET_ITERATIONS = "Bullet's SI iterations per step (btContactSolverInfo.numIterations; Bullet's default 10), applied at its next step";
    static final String SIDE_FIGURES = "Over the last 120 steps, as the bench measures them: median step time (ms); jitter, the RMS of the "
            + "dynamic bodies' speeds (m/s); drift, the largest displacement of any dynamic body from the first of those steps to the last (mm)";
    static final String ARROWS = "Contact forces as arrows: yellow normal, cyan friction; F2";

    /** The Defaults button's tooltip: what it keeps, from the config's field table. */
    static String defaults() {
        java.lang.StringBuilder kept = new java.lang.StringBuilder();
        for (ConfigField f : ConfigFields.all())
            if (SolverWindow.KEPT_BY_DEFAULTS.contains(f.group())) kept.append(kept.length() > 0 ? ", " : "").append(f.name());
        return "Every NscConfig setting back to NscConfig.defaults() (each setting's tooltip gives its default),\n"
                + "except the scene's own: " + kept;
    }

    /** Tooltips of the figures before the stage times, in the order of FiguresWindow's figure names. */
    static final String[] STEP_FIGURES = {
        "Frames drawn per second (1/s)",
        "Index of the last fixed step (count; one step = 1/60 s simulated)",
        "Bodies in the world, ground and shot balls included (count)",
        "Contact points Bullet found this step (count)",
        "Joints of every kind (count)",
        "Rows of the contact problem: 3 per contact, 3 to 6 per joint, 1 per motor (count)",
        "The solver that produced this step's impulses: differs from the one picked when that one refused",
        "Iterations of the velocity solve (+ those after the slip correction moved its biases) / its share of the budget (count); "
                + "under smooth contact, the joints' solve",
        "Iterations of the position solve (the split step's penetration recovery) / its share of the budget (count); "
                + "'-' when none ran (nothing to push out, split off, smooth contact)",
        "Projected-gradient residual of the velocity solve's answer (m/s scale); under the tolerance = converged",
        "Residual of the position solve's answer (m/s scale); '-' when none ran",
        "Products N x with the Delassus operator in both solves, the solver's unit of work (count)"};

    /** Tooltip of a stage's time figure. */
    static String stageFigure(Stage stage) {
        return stage.help + " (ms)";
    }

    static final String STEP_TIME = "The whole fixed step (ms); a 60 Hz frame is 16.7 ms";

    /** Tooltips of the events section, in the order of EventFigures' names. */
    static final String[] EVENTS = {
        "Body pairs that started touching: over the last simulated second (1/s) and since the scene loaded (count); sensors not included",
        "Body pairs that stopped touching: over the last simulated second (1/s) and since the scene loaded (count)",
        "Bodies inside a sensor zone now (magenta edges), and how many times a body entered one since the load (count)",
        "Dynamic bodies asleep now (drawn violet; scenes with sleeping on) out of all dynamic bodies (count)"};

    static final String RESIDUAL_PLOT = "Residual against iteration of the last solve, log scale; red: the tolerance";
    static final String STAGE_PLOT = "Step time per frame by stage, stacked (ms); white: one 60 Hz frame (16.7 ms)";
}
