package io.github.gdxnsc.demo;

import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.stats.StepStats;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What one captured scene did, written next to its screenshot as JSON for the smoke test: body
 * counts, how far the scene's dynamic bodies moved before the ball was shot (checked against the
 * scene's {@link io.github.gdxnsc.demo.scenes.Expectation}), the ball's flight, the last step's
 * figures, and the overlay's texts and window rectangles (image pixels, y down).
 */
final class SceneReport {
    private final String scene;
    private final String expectation;
    private float[] start = new float[0];
    private int dynamicBodies;
    float minDisplacement = Float.NaN, maxDisplacement = Float.NaN;
    boolean ballShot;
    final Vector3 ballStart = new Vector3();
    float ballTravel;
    /** The body the mouse grabbed last (-1: none) and where it was when grabbed. */
    int grabbedBody = -1;
    final Vector3 grabStart = new Vector3();
    boolean grabHolding;
    /** When written: whether a text field of the overlay had the keyboard, and whether the demo was paused. */
    boolean fieldFocused, paused;
    /** When written: the states step back could return through (the current one included). */
    int historyFrames;
    /** When written: simulated seconds per real second (slow motion below 1). */
    float timeScale = 1f;
    /** When written: the islands the last frame drew (0 while that draw option is off). */
    int islands;
    /** When written: the game scene's character (or car), if it runs, and whether it drives. */
    boolean hasPlayer, driving;
    /** When written: the camera's mode (orbit, fly), position and direction. */
    private String cameraMode = "orbit";
    private final Vector3 cameraPosition = new Vector3(), cameraDirection = new Vector3();
    final Vector3 player = new Vector3();
    private final Vector3 tmp = new Vector3();
    /** The engine switch, for the engine figures (null: none written). */
    private EngineComparison engines;

    SceneReport(String scene, String expectation) {
        this.scene = scene;
        this.expectation = expectation;
    }

    void camera(String mode, com.badlogic.gdx.graphics.Camera camera) {
        cameraMode = mode;
        cameraPosition.set(camera.position);
        cameraDirection.set(camera.direction);
    }

    void engines(EngineComparison engines) {
        this.engines = engines;
    }

    /** Remembers where the scene's dynamic bodies start. */
    void recordStart(SceneSession session) {
        int n = session.sceneBodyCount();
        start = new float[3 * n];
        dynamicBodies = 0;
        for (int i = 0; i < n; i++) {
            session.position(i, tmp);
            start[3 * i] = tmp.x;
            start[3 * i + 1] = tmp.y;
            start[3 * i + 2] = tmp.z;
            if (session.isDynamic(i)) dynamicBodies++;
        }
    }

    /** Smallest and largest distance of a scene dynamic body from its start. */
    void measureDisplacement(SceneSession session) {
        float min = Float.POSITIVE_INFINITY, max = 0f;
        for (int i = 0; i < start.length / 3; i++) {
            if (!session.isDynamic(i)) continue;
            float d = session.position(i, tmp).dst(start[3 * i], start[3 * i + 1], start[3 * i + 2]);
            if (!Float.isFinite(d)) d = Float.MAX_VALUE; // a NaN position fails every expectation
            min = Math.min(min, d);
            max = Math.max(max, d);
        }
        minDisplacement = min;
        maxDisplacement = max;
    }

    void write(Path json, String screenshot, SceneSession session, int frames, io.github.gdxnsc.demo.overlay.DebugOverlay overlay,
               Array<Rectangle> windows, Rectangle view, java.util.Map<String, Rectangle> layout, int imageHeight) throws IOException {
        List<String> overlayTexts = newTextList();
        overlay.figureTexts(overlayTexts);
        StringBuilder s = new StringBuilder(2048);
        s.append("{\n");
        field(s, "scene", scene);
        field(s, "screenshot", screenshot);
        field(s, "physics", session.unavailableReason() == null ? "live" : "unavailable: " + session.unavailableReason());
        field(s, "expectation", expectation);
        number(s, "frames", frames);
        number(s, "steps", session.stepIndex());
        number(s, "simulatedSeconds", session.simulatedSeconds());
        number(s, "timeScale", timeScale);
        number(s, "timeStep", session.liveConfig().timeStep);
        number(s, "maxSubSteps", session.liveConfig().maxSubSteps);
        number(s, "bodies", session.bodyCount());
        number(s, "sceneBodies", session.sceneBodyCount());
        // the world can hold bodies a scene made beside its own list (the game's heightfield): the
        // overlay's count is the world's
        number(s, "worldBodies", session.world() == null ? session.bodyCount() : session.world().getBodyCount());
        number(s, "dynamicBodies", dynamicBodies);
        number(s, "minDisplacement", minDisplacement);
        number(s, "maxDisplacement", maxDisplacement);
        s.append("  \"ballShot\": ").append(ballShot).append(",\n");
        number(s, "ballTravel", ballTravel);
        number(s, "grabbedBody", grabbedBody);
        if (grabbedBody >= 0 && grabbedBody < session.bodyCount()) {
            session.position(grabbedBody, tmp);
            number(s, "grabTravel", tmp.dst(grabStart));
            number(s, "grabRise", tmp.y - grabStart.y);
        }
        s.append("  \"grabHolding\": ").append(grabHolding).append(",\n");
        s.append("  \"fieldFocused\": ").append(fieldFocused).append(",\n");
        s.append("  \"paused\": ").append(paused).append(",\n");
        number(s, "historyFrames", historyFrames);
        number(s, "islands", islands);
        field(s, "camera", cameraMode);
        number(s, "cameraX", cameraPosition.x);
        number(s, "cameraY", cameraPosition.y);
        number(s, "cameraZ", cameraPosition.z);
        number(s, "cameraDirX", cameraDirection.x);
        number(s, "cameraDirY", cameraDirection.y);
        number(s, "cameraDirZ", cameraDirection.z);
        if (hasPlayer) {
            number(s, "playerX", player.x);
            number(s, "playerY", player.y);
            number(s, "playerZ", player.z);
            s.append("  \"driving\": ").append(driving).append(",\n");
        }
        number(s, "poseChecksum", poseChecksum(session));
        StepStats stats = session.stats();
        if (stats != null) {
            number(s, "contacts", stats.contacts);
            number(s, "rows", stats.rows);
            number(s, "iterations", stats.iterations());
            number(s, "velocityIterations", stats.velocitySolve.iterations);
            number(s, "positionIterations", stats.positionSolve.iterations);
            number(s, "residual", stats.residual());
            number(s, "stepMs", stats.totalNanos / 1e6);
            field(s, "solverUsed", String.valueOf(stats.velocitySolve.solver));
            field(s, "solverRefusal", String.valueOf(stats.solverRefusal));
        }
        if (engines != null) {
            BulletSession b = engines.bullet();
            field(s, "engine", engines.mode().label);
            number(s, "bulletLiveEngines", b.liveEngines());
            number(s, "bulletEnginesBuilt", b.enginesBuilt());
            number(s, "bulletSteps", b.steps());
            number(s, "bulletBodies", b.bodyCount());
            number(s, "bulletIterations", b.iterations());
            liveFigures(s, "nsc", engines.nscQuality());
            liveFigures(s, "bullet", engines.bulletQuality());
        }
        number(s, "plottedIterations", overlay.plottedIterations());
        // where the residual plot's red tolerance line is: 0 bottom edge, 1 top edge
        number(s, "toleranceLine", overlay.toleranceLineFraction());
        // the overlay's parts (image pixels, y down): [x, y, width, height] each
        s.append("  \"overlayLayout\": {");
        int part = 0;
        for (java.util.Map.Entry<String, Rectangle> e : layout.entrySet()) {
            Rectangle r = e.getValue();
            s.append(part++ == 0 ? "" : ", ").append(String.format(Locale.ROOT, "\"%s\": [%d, %d, %d, %d]", e.getKey(),
                    Math.round(r.x), Math.round(imageHeight - r.y - r.height), Math.round(r.width), Math.round(r.height)));
        }
        s.append("},\n");
        number(s, "drawBoxesShown", overlay.drawBoxesShown());
        s.append("  \"overlayWindows\": [");
        for (int i = 0; i < windows.size; i++) {
            Rectangle r = windows.get(i);
            s.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "{\"x\": %d, \"y\": %d, \"width\": %d, \"height\": %d}",
                    Math.round(r.x), Math.round(imageHeight - r.y - r.height), Math.round(r.width), Math.round(r.height)));
        }
        // the 3D view, what the windows leave (image pixels, y down): [x, y, width, height]
        s.append(String.format(Locale.ROOT, "],\n  \"view\": [%d, %d, %d, %d],\n  \"overlayTexts\": [", Math.round(view.x),
                Math.round(imageHeight - view.y - view.height), Math.round(view.width), Math.round(view.height)));
        for (int i = 0; i < overlayTexts.size(); i++) {
            s.append(i == 0 ? "\n    " : ",\n    ");
            quote(s, overlayTexts.get(i));
        }
        s.append("\n  ]\n}\n");
        Files.writeString(json, s, StandardCharsets.UTF_8);
    }

    /** The sum of every body's |x| + |y| + |z| (m): equal for equal states, to compare two reports' worlds. */
    private double poseChecksum(SceneSession session) {
        double sum = 0;
        for (int i = 0, n = session.bodyCount(); i < n; i++) {
            session.position(i, tmp);
            sum += Math.abs((double) tmp.x) + Math.abs((double) tmp.y) + Math.abs((double) tmp.z);
        }
        return sum;
    }

    private static void liveFigures(StringBuilder s, String side, io.github.gdxnsc.demo.engines.LiveQuality q) {
        number(s, side + "WindowSteps", q.steps());
        number(s, side + "StepMsMedian", q.medianStepMillis());
        number(s, side + "JitterRms", q.restVelocityRms());
        number(s, side + "DriftMetres", q.drift());
    }

    static List<String> newTextList() {
        return new ArrayList<>();
    }

    private static void field(StringBuilder s, String name, String value) {
        s.append("  \"").append(name).append("\": ");
        quote(s, value);
        s.append(",\n");
    }

    private static void number(StringBuilder s, String name, double value) {
        s.append("  \"").append(name).append("\": ");
        if (Double.isFinite(value)) s.append(value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value));
        else s.append("null");
        s.append(",\n");
    }

    private static void quote(StringBuilder s, String v) {
        s.append('"');
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == '"' || c == '\\') s.append('\\').append(c);
            else if (c == '\n') s.append("\\n");
            else if (c < 0x20) s.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            else s.append(c);
        }
        s.append('"');
    }
}
