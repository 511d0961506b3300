package io.github.gdxnsc.desktop.fclib;

import java.util.Locale;

/**
 * One problem solved by one solver: what the offline jobs print. {@code fclibError} is NaN where
 * the measure does not apply (a ProblemFile with joint or motor rows); {@code failure} is the
 * solver's refusal, or null; {@code stop} says why the solve ended.
 */
record SolveRow(String problem, String form, int rows, String solver, int iterations, double millis,
                double ccpResidual, double fclibError, double objective, StopReason stop, String failure) {

    String json() {
        return String.format(Locale.ROOT,
                "{\"problem\": \"%s\", \"form\": \"%s\", \"rows\": %d, \"solver\": \"%s\", \"iterations\": %d, \"ms\": %.3f, "
                        + "\"ccpResidual\": %s, \"fclibError\": %s, \"objective\": %s, \"stop\": \"%s\", \"converged\": %b, \"failure\": %s}",
                escape(problem), form, rows, solver, iterations, millis, number(ccpResidual), number(fclibError),
                number(objective), stop.label, stop == StopReason.CONVERGED, failure == null ? "null" : "\"" + escape(failure) + "\"");
    }

    static String tableHeader() {
        return "| problem | form | rows | solver | iterations | ms | CCP residual | FCLIB error | objective | stop |\n"
                + "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |";
    }

    String tableLine() {
        return String.format(Locale.ROOT, "| %s | %s | %d | %s | %d | %.1f | %s | %s | %s | %s |", problem, form, rows, solver,
                iterations, millis, sci(ccpResidual), sci(fclibError), Double.isFinite(objective) ? String.format(Locale.ROOT, "%.10e", objective) : "-",
                failure != null ? stop.label + ": " + failure : stop.label);
    }

    private static String sci(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2e", v) : "-";
    }

    private static String number(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.10e", v) : "null";
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
