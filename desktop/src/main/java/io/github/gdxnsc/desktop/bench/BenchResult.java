package io.github.gdxnsc.desktop.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The figures of one bench run (one combination), as a JSON line and a Markdown table row. */
final class BenchResult {
    String scene;
    int targetContacts;
    String engine;
    /** Null for Bullet's engines (the engine name says the solver). */
    String solver;
    int threads;
    int iterations;
    double tolerance;
    boolean warmStart;
    int frames;
    int warmup;
    int bodies;
    double contactsMean;
    double stepMsMedian = Double.NaN;
    double stepMsP95 = Double.NaN;
    double collisionMsMedian = Double.NaN;
    double solveMsMedian = Double.NaN;
    double iterationsMean = Double.NaN;
    double schurProductsPerIteration = Double.NaN;
    double solveNsPerContactIteration = Double.NaN;
    double residualMedian = Double.NaN;
    double maxPenetration = Double.NaN;
    double restVelocityRms = Double.NaN;
    double allocBytesPerStep = Double.NaN;
    /** nsc: fraction of measured steps in which the friction slip correction solved a second time (its iterations are in iterationsMean). */
    double reSolveFraction = Double.NaN;
    /** nsc: fraction of measured steps the configured solver refused (APGD solved them instead), and the last reason. */
    double refusedFraction = Double.NaN;
    String solverRefusal;
    /** Set when the run could not be done (an unsupported combination, say); figures are then NaN. */
    String error;
    /** The last measured frame's residual per iteration (nsc only; for the plots, not printed). */
    double[] residualHistory = new double[0];

    boolean isNsc() {
        return "nsc".equals(engine);
    }

    /** Short label for plots and logs. */
    String label() {
        if (!isNsc()) return engine + " " + iterations + " it";
        return "nsc " + solver + " " + threads + "T " + (warmStart ? "warm" : "cold") + " " + iterations + " it";
    }

    String toJson() {
        StringBuilder b = new StringBuilder(512).append('{');
        str(b, "scene", scene);
        num(b, "targetContacts", targetContacts);
        str(b, "engine", engine);
        str(b, "solver", solver);
        num(b, "threads", threads);
        num(b, "iterations", iterations);
        num(b, "tolerance", tolerance);
        b.append("\"warmStart\":").append(warmStart).append(',');
        num(b, "frames", frames);
        num(b, "warmup", warmup);
        num(b, "bodies", bodies);
        num(b, "contactsMean", contactsMean);
        num(b, "stepMsMedian", stepMsMedian);
        num(b, "stepMsP95", stepMsP95);
        num(b, "collisionMsMedian", collisionMsMedian);
        num(b, "solveMsMedian", solveMsMedian);
        num(b, "iterationsMean", iterationsMean);
        num(b, "schurProductsPerIteration", schurProductsPerIteration);
        num(b, "solveNsPerContactIteration", solveNsPerContactIteration);
        num(b, "residualMedian", residualMedian);
        num(b, "maxPenetration", maxPenetration);
        num(b, "restVelocityRms", restVelocityRms);
        num(b, "allocBytesPerStep", allocBytesPerStep);
        num(b, "reSolveFraction", reSolveFraction);
        num(b, "refusedFraction", refusedFraction);
        str(b, "solverRefusal", solverRefusal);
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

    static final String[] HEADER = {"scene", "contacts", "engine", "solver", "T", "it", "warm", "tol", "bodies",
            "step ms (med)", "step ms (p95)", "collision ms", "solve ms", "it used", "N·x per it",
            "ns/(contact·it)", "residual", "max pen. (mm)", "rest v rms (m/s)", "alloc B/step"};

    List<String> tableRow() {
        List<String> r = new ArrayList<>();
        r.add(scene);
        r.add(fmt("%.0f", contactsMean));
        r.add(engine);
        r.add(solver == null ? "-" : solver);
        r.add(isNsc() ? Integer.toString(threads) : "1");
        r.add(Integer.toString(iterations));
        r.add(isNsc() ? (warmStart ? "on" : "off") : "on");
        r.add(isNsc() ? fmt("%.0e", tolerance) : "-");
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
        r.add(fmt("%.2f", maxPenetration * 1000));
        r.add(fmt("%.4f", restVelocityRms));
        r.add(fmt("%.0f", allocBytesPerStep));
        return r;
    }

    static String fmt(String f, double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, f, v) : "-";
    }

    static String markdownTable(List<BenchResult> results) {
        StringBuilder b = new StringBuilder();
        b.append('|');
        for (String h : HEADER) b.append(' ').append(h).append(" |");
        b.append("\n|");
        for (int i = 0; i < HEADER.length; i++) b.append(i < 9 ? " --- |" : " ---: |");
        b.append('\n');
        for (BenchResult r : results) {
            b.append('|');
            for (String c : r.tableRow()) b.append(' ').append(c).append(" |");
            b.append('\n');
        }
        return b.toString();
    }
}
