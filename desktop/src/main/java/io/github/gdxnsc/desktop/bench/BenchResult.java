package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.demo.scenes.Expectation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The figures of one bench run (one combination), as a JSON line and a Markdown table row. */
final class BenchResult {
    String scene;
    /** The scene's own parameters at their values ("base 12, friction 0.600"; "none"). */
    String sceneParams = "none";
    int targetContacts;
    String engine;
    /** Null for Bullet's engines (the engine name says the solver). */
    String solver;
    int threads;
    /** The iteration budget the run used: nsc's NscConfig.maxIterations after every override, Bullet's numIterations. */
    int maxIterations;
    double tolerance;
    boolean warmStart;
    /** nsc: the ablation variant's name ("default" when none); null for Bullet. */
    String variant;
    /** nsc: every NscConfig override the run used, as key=value,... (empty: the world's defaults). */
    String overrides;
    /** Pareto mode: the knob stepped along the ladder and this run's value (null otherwise). */
    String paretoKnob;
    String paretoValue;
    int frames;
    int warmup;
    float timeStep;
    int bodies;
    double contactsMean;
    double stepMsMedian = Double.NaN;
    double stepMsP95 = Double.NaN;
    double collisionMsMedian = Double.NaN;
    double solveMsMedian = Double.NaN;
    double iterationsMean = Double.NaN;
    /** nsc: of {@link #iterationsMean}, the velocity solve's and the split step's position solve's. */
    double velocityIterationsMean = Double.NaN, positionIterationsMean = Double.NaN;
    double schurProductsPerIteration = Double.NaN;
    double solveNsPerContactIteration = Double.NaN;
    double residualMedian = Double.NaN;
    double maxPenetration = Double.NaN;
    /** Mean depth of the overlapping contact points over the measured frames (m). */
    double meanPenetration = Double.NaN;
    double restVelocityRms = Double.NaN;
    /** Largest displacement of a dynamic body between the start and the end of the measured frames (m). */
    double drift = Double.NaN;
    /** Largest distance of a dynamic body, at any measured frame, from where it was when measuring began (m): catches hops that land back. */
    double maxExcursion = Double.NaN;
    /**
     * Largest displacement of a dynamic body from where the scene built it, at any measured frame
     * (m): a structure that fell during the warm-up and then lay still has a small drift but not
     * this, nor has one that hops high and lands back.
     */
    double displacementFromStart = Double.NaN;
    /** The scene's {@link Expectation} (its label in the JSON: stays, falls, settles-again ...). */
    Expectation expectation;
    /**
     * Whether the scene did what its {@link Expectation} says, judged over the whole run, warm-up
     * included (io.github.gdxnsc.demo.scenes.SceneOutcome): for a standing scene, no dynamic body
     * ever strayed more than {@link Expectation#STAY_METRES} from where the scene built it.
     */
    Boolean held;
    /** Largest drop (m) of any dynamic body below where the scene built it, over the whole run. */
    double maxSink = Double.NaN;
    /**
     * Scenes with a disturbance (a grip let go, a ball fired): the bodies further than
     * {@link Expectation#DISPLACED_METRES} from their start at the end, and the seconds from the
     * hit until every body stayed slower than {@link Expectation#REST_SPEED} (infinite: still
     * moving at the end). Null and NaN for the other scenes.
     */
    Integer displacedBodies;
    double restSeconds = Double.NaN;
    /** Impact scene: the thrown ball's largest speed back from the wall (m/s) and the dropped ball's rise after landing (m). */
    double reboundSpeed = Double.NaN;
    double dropRise = Double.NaN;
    double allocBytesPerStep = Double.NaN;
    /** nsc: fraction of measured steps in which the slip correction moved the biases (StepStats.slipCorrectionSolve; its iterations are in iterationsMean). */
    double slipCorrectionSolveFraction = Double.NaN;
    /** nsc: fraction of measured steps the configured solver refused (APGD solved them instead), and the last reason. */
    double refusedFraction = Double.NaN;
    String solverRefusal;
    /** Set when the run could not be done (an unsupported combination, say); figures are then NaN. */
    String error;
    /** How many rounds the time figures are the median of ({@code --repeat}), and each round's median step (ms). */
    int rounds = 1;
    double[] stepMsRounds = new double[0];
    /** The last measured frame's residual per iteration (nsc only; for the plots, not printed). */
    double[] residualHistory = new double[0];

    /** Whether the scene's expectation is that it stands (stays, stays without sinking, settles again). */
    boolean expectsStanding() {
        return expectation == Expectation.STAYS || expectation == Expectation.STAYS_WITHOUT_SINKING || expectation == Expectation.SETTLES_AGAIN;
    }

    boolean isNsc() {
        return "nsc".equals(engine);
    }

    /**
     * One result per combination from several rounds of the same combinations (same order): the
     * first round's, with each time figure replaced by the nearest-rank median over the rounds
     * (the lower of the middle two for an even count). Quality figures do not depend on the round: both engines are
     * deterministic.
     */
    static List<BenchResult> medianOfRounds(List<List<BenchResult>> rounds) {
        List<BenchResult> merged = new ArrayList<>();
        int n = rounds.get(0).size();
        for (List<BenchResult> round : rounds)
            if (round.size() != n) throw new IllegalArgumentException("rounds differ in size: " + round.size() + " != " + n);
        for (int i = 0; i < n; i++) {
            BenchResult r = rounds.get(0).get(i);
            double[] step = new double[rounds.size()], p95 = new double[rounds.size()];
            double[] collision = new double[rounds.size()], solve = new double[rounds.size()];
            for (int k = 0; k < rounds.size(); k++) {
                BenchResult o = rounds.get(k).get(i);
                step[k] = o.stepMsMedian;
                p95[k] = o.stepMsP95;
                collision[k] = o.collisionMsMedian;
                solve[k] = o.solveMsMedian;
                if (r.error == null && o.error != null) r.error = o.error;
            }
            r.rounds = rounds.size();
            r.stepMsRounds = step.clone();
            r.stepMsMedian = BenchCommand.percentile(step, 0.5);
            r.stepMsP95 = BenchCommand.percentile(p95, 0.5);
            r.collisionMsMedian = BenchCommand.percentile(collision, 0.5);
            r.solveMsMedian = BenchCommand.percentile(solve, 0.5);
            merged.add(r);
        }
        return merged;
    }

    /** Short label for plots and logs. */
    String label() {
        if (!isNsc()) return engine + " " + maxIterations + " it";
        String base = "nsc " + solver + " " + threads + "T " + (warmStart ? "warm" : "cold") + " " + maxIterations + " it";
        if (paretoKnob != null && !paretoKnob.equals("maxIterations")) base += " " + paretoKnob + "=" + paretoValue;
        return isDefaultVariant() ? base : base + " [" + variant + "]";
    }

    boolean isDefaultVariant() {
        return variant == null || variant.equals(BenchCommand.DEFAULT_VARIANT);
    }

    /** The series a Pareto plot draws this run in: the engine and variant, without the knob's value. */
    String seriesName() {
        if (!isNsc()) return engine;
        String base = "nsc " + solver + " " + threads + "T";
        return isDefaultVariant() ? base : base + " [" + variant + "]";
    }

    String toJson() {
        StringBuilder b = new StringBuilder(512).append('{');
        str(b, "scene", scene);
        str(b, "sceneParams", sceneParams);
        num(b, "targetContacts", targetContacts);
        str(b, "engine", engine);
        str(b, "solver", solver);
        num(b, "threads", threads);
        num(b, "maxIterations", maxIterations);
        num(b, "tolerance", tolerance);
        b.append("\"warmStart\":").append(warmStart).append(',');
        str(b, "variant", variant);
        str(b, "overrides", overrides);
        str(b, "paretoKnob", paretoKnob);
        str(b, "paretoValue", paretoValue);
        num(b, "frames", frames);
        num(b, "warmup", warmup);
        num(b, "timeStep", timeStep);
        num(b, "bodies", bodies);
        num(b, "contactsMean", contactsMean);
        num(b, "stepMsMedian", stepMsMedian);
        num(b, "stepMsP95", stepMsP95);
        num(b, "collisionMsMedian", collisionMsMedian);
        num(b, "solveMsMedian", solveMsMedian);
        num(b, "iterationsMean", iterationsMean);
        num(b, "velocityIterationsMean", velocityIterationsMean);
        num(b, "positionIterationsMean", positionIterationsMean);
        num(b, "schurProductsPerIteration", schurProductsPerIteration);
        num(b, "solveNsPerContactIteration", solveNsPerContactIteration);
        num(b, "residualMedian", residualMedian);
        num(b, "maxPenetration", maxPenetration);
        num(b, "meanPenetration", meanPenetration);
        num(b, "restVelocityRms", restVelocityRms);
        num(b, "drift", drift);
        num(b, "maxExcursion", maxExcursion);
        num(b, "displacementFromStart", displacementFromStart);
        str(b, "expectation", expectation == null ? null : expectation.label());
        b.append("\"held\":").append(held).append(',');
        num(b, "maxSink", maxSink);
        b.append("\"displacedBodies\":").append(displacedBodies).append(',');
        num(b, "restSeconds", restSeconds);
        num(b, "reboundSpeed", reboundSpeed);
        num(b, "dropRise", dropRise);
        num(b, "allocBytesPerStep", allocBytesPerStep);
        num(b, "slipCorrectionSolveFraction", slipCorrectionSolveFraction);
        num(b, "refusedFraction", refusedFraction);
        str(b, "solverRefusal", solverRefusal);
        num(b, "rounds", rounds);
        if (stepMsRounds.length > 0) {
            b.append("\"stepMsRounds\":[");
            for (int i = 0; i < stepMsRounds.length; i++) b.append(i > 0 ? "," : "").append(String.format(Locale.ROOT, "%.4g", stepMsRounds[i]));
            b.append("],");
        }
        if (error != null) str(b, "error", error);
        b.setLength(b.length() - 1);
        return b.append('}').toString();
    }

    private static void str(StringBuilder b, String key, String value) {
        b.append('"').append(key).append("\":");
        if (value == null) b.append("null");
        else b.append('"').append(value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", " ")).append('"');
        b.append(',');
    }

    private static void num(StringBuilder b, String key, double value) {
        b.append('"').append(key).append("\":");
        if (!Double.isFinite(value)) b.append("null");
        else if (value == Math.rint(value) && Math.abs(value) < 1e15) b.append((long) value);
        else b.append(String.format(Locale.ROOT, "%.6g", value));
        b.append(',');
    }

    static final String[] HEADER = {"scene", "contacts", "engine", "solver", "T", "it", "warm", "tol", "variant", "bodies",
            "step ms (med)", "step ms (p95)", "collision ms", "solve ms", "it used", "N·x per it",
            "ns/(contact·it)", "residual", "moved since start (mm)", "drift (mm)", "rest v rms (m/s)", "max pen. (mm)", "mean pen. (mm)", "alloc B/step"};
    /** Columns before the numbers (left-aligned). */
    private static final int TEXT_COLUMNS = 10;

    List<String> tableRow() {
        List<String> r = new ArrayList<>();
        r.add(scene);
        r.add(fmt("%.0f", contactsMean));
        r.add(engine);
        r.add(solver == null ? "-" : solver);
        r.add(isNsc() ? Integer.toString(threads) : "1");
        r.add(Integer.toString(maxIterations));
        r.add(isNsc() ? (warmStart ? "on" : "off") : "on");
        r.add(isNsc() ? fmt("%.0e", tolerance) : "-");
        r.add(isNsc() ? variant : "-");
        r.add(Integer.toString(bodies));
        if (error != null) {
            r.add("error: " + error);
            while (r.size() < HEADER.length) r.add("");
            return r;
        }
        r.add(fmt("%.2f", stepMsMedian));
        r.add(fmt("%.2f", stepMsP95));
        r.add(fmt("%.2f", collisionMsMedian));
        r.add(fmt("%.2f", solveMsMedian));
        r.add(fmt("%.1f", iterationsMean));
        r.add(fmt("%.2f", schurProductsPerIteration));
        r.add(fmt("%.1f", solveNsPerContactIteration));
        r.add(fmt("%.2e", residualMedian));
        r.add(fmt("%.3g", displacementFromStart * 1000));
        r.add(fmt("%.3g", drift * 1000));
        r.add(fmt("%.3g", restVelocityRms));
        r.add(fmt("%.2f", maxPenetration * 1000));
        r.add(fmt("%.2f", meanPenetration * 1000));
        r.add(fmt("%.0f", allocBytesPerStep));
        return r;
    }

    static String fmt(String f, double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, f, v) : "-";
    }

    static String markdownTable(List<BenchResult> results) {
        List<List<String>> rows = new ArrayList<>();
        for (BenchResult r : results) rows.add(r.tableRow());
        return table(HEADER, TEXT_COLUMNS, rows);
    }

    static final String[] QUALITY_HEADER = {"scene", "engine", "setting", "step ms (med)", "it used", "held", "moved since start (mm)", "drift (mm)",
            "max excursion (mm)", "rest v rms (m/s)", "max pen. (mm)", "mean pen. (mm)"};

    /** What a run changed from the engine's defaults, for the quality table: Bullet's iterations, nsc's overrides and variant. */
    String setting() {
        if (!isNsc()) return maxIterations + " it";
        String s = overrides == null || overrides.isEmpty() ? "defaults" : overrides;
        return isDefaultVariant() ? s : variant + ": " + s;
    }

    /** The settled-quality figures side by side (the Pareto and ablation runs' table). */
    static String qualityTable(List<BenchResult> results) {
        List<List<String>> rows = new ArrayList<>();
        for (BenchResult r : results) {
            List<String> row = new ArrayList<>(List.of(r.scene, r.engine, r.setting()));
            if (r.error != null) {
                row.add("error: " + r.error);
                while (row.size() < QUALITY_HEADER.length) row.add("");
            } else {
                row.add(fmt("%.3g", r.stepMsMedian));
                row.add(fmt("%.1f", r.iterationsMean));
                row.add(Boolean.FALSE.equals(r.held) ? "**no**" : yesNo(r.held));
                row.add(fmt("%.3g", r.displacementFromStart * 1000));
                row.add(fmt("%.3g", r.drift * 1000));
                row.add(fmt("%.3g", r.maxExcursion * 1000));
                row.add(fmt("%.3g", r.restVelocityRms));
                row.add(fmt("%.2f", r.maxPenetration * 1000));
                row.add(fmt("%.2f", r.meanPenetration * 1000));
            }
            rows.add(row);
        }
        return table(QUALITY_HEADER, 3, rows);
    }

    static final String[] VERSUS_HEADER = {"scene", "nsc setting", "against", "step ratio (nsc / Bullet)", "held (nsc, Bullet)",
            "drift mm (nsc, Bullet)", "max excursion mm (nsc, Bullet)", "rest v rms m/s (nsc, Bullet)", "max pen. mm (nsc, Bullet)"};

    /**
     * Every nsc run beside Bullet SI on the same scene and size: the comparison (the same
     * time, at least the same quality). The Bullet run is the one at Bullet's default budget (10)
     * when there is one, else the scene's first bullet-si run. Empty when no scene has both.
     */
    static String versusTable(List<BenchResult> results) {
        List<List<String>> rows = new ArrayList<>();
        for (BenchResult n : results) {
            if (!n.isNsc() || n.error != null) continue;
            BenchResult b = null;
            for (BenchResult o : results) {
                if (!"bullet-si".equals(o.engine) || o.error != null || !o.scene.equals(n.scene) || o.targetContacts != n.targetContacts) continue;
                if (b == null || (o.maxIterations == 10 && b.maxIterations != 10)) b = o;
            }
            if (b == null) continue;
            rows.add(List.of(n.scene, n.setting(), b.engine + " " + b.maxIterations + " it",
                    fmt("%.2f", n.stepMsMedian / b.stepMsMedian),
                    yesNo(n.held) + ", " + yesNo(b.held),
                    fmt("%.3g", n.drift * 1000) + ", " + fmt("%.3g", b.drift * 1000),
                    fmt("%.3g", n.maxExcursion * 1000) + ", " + fmt("%.3g", b.maxExcursion * 1000),
                    fmt("%.3g", n.restVelocityRms) + ", " + fmt("%.3g", b.restVelocityRms),
                    fmt("%.2f", n.maxPenetration * 1000) + ", " + fmt("%.2f", b.maxPenetration * 1000)));
        }
        return rows.isEmpty() ? "" : table(VERSUS_HEADER, 3, rows);
    }

    private static String yesNo(Boolean held) {
        return held == null ? "-" : held ? "yes" : "no";
    }

    static final String[] VERDICT_HEADER = {"scene", "engine", "setting", "expected", "held", "step ms (med)", "drift (mm)",
            "max sink (mm)", "displaced > 5 cm", "at rest after (s)"};

    /**
     * Each run's verdict on its scene's expectation, with the figures it rests on: drift over the
     * measured frames, the largest sink over the whole run and, for a disturbed scene, the bodies
     * left displaced and the time to rest after the hit.
     */
    static String verdictTable(List<BenchResult> results) {
        List<List<String>> rows = new ArrayList<>();
        for (BenchResult r : results) {
            List<String> row = new ArrayList<>(List.of(r.scene, r.engine, r.setting(), r.expectation == null ? "-" : r.expectation.label()));
            if (r.error != null) {
                row.add("error: " + r.error);
                while (row.size() < VERDICT_HEADER.length) row.add("");
            } else {
                row.add(Boolean.FALSE.equals(r.held) ? "**no**" : yesNo(r.held));
                row.add(fmt("%.3g", r.stepMsMedian));
                row.add(fmt("%.3g", r.drift * 1000));
                row.add(fmt("%.3g", r.maxSink * 1000));
                row.add(r.displacedBodies == null ? "-" : Integer.toString(r.displacedBodies));
                row.add(Double.isInfinite(r.restSeconds) ? "not at rest" : fmt("%.2f", r.restSeconds));
            }
            rows.add(row);
        }
        return table(VERDICT_HEADER, 4, rows);
    }

    static final String[] IMPACT_HEADER = {"engine", "setting", "rebound speed (m/s)", "rise after landing (mm)"};

    /** The impact scene's runs: how much the inelastic balls came back. Empty when none ran. */
    static String impactTable(List<BenchResult> results) {
        List<List<String>> rows = new ArrayList<>();
        for (BenchResult r : results) {
            if (r.error != null || !Double.isFinite(r.reboundSpeed)) continue;
            rows.add(List.of(r.engine, r.setting(), fmt("%.3f", r.reboundSpeed), fmt("%.2f", r.dropRise * 1000)));
        }
        return rows.isEmpty() ? "" : table(IMPACT_HEADER, 2, rows);
    }

    private static String table(String[] header, int textColumns, List<List<String>> rows) {
        StringBuilder b = new StringBuilder();
        b.append('|');
        for (String h : header) b.append(' ').append(h).append(" |");
        b.append("\n|");
        for (int i = 0; i < header.length; i++) b.append(i < textColumns ? " --- |" : " ---: |");
        b.append('\n');
        for (List<String> row : rows) {
            b.append('|');
            for (String c : row) b.append(' ').append(c).append(" |");
            b.append('\n');
        }
        return b.toString();
    }
}
