package io.github.gdxnsc.desktop.fclib;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A solution written by {@code --out}: {@code <problem file name>.<solver>.txt}, plain text.
 * Lines starting with {@code #} are a header of {@code key value} pairs (problem, form, solver,
 * stop, iterations, ccpResidual, rows); then one line per row: the impulse r and the relative
 * velocity u = W r + q, separated by a space, each as Java writes a double (it reads back to the
 * same bits). FCLIB rows come three per contact, [normal, t1, t2], in the file's order.
 */
final class SolutionFile {

    final double[] r;
    final double[] u;

    private SolutionFile(double[] r, double[] u) {
        this.r = r;
        this.u = u;
    }

    static Path path(Path dir, String problem, String solver) {
        return dir.resolve(problem + "." + solver + ".txt");
    }

    static void write(Path file, SolveRow row, double[] r, double[] u) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("# gdx-nsc solution: one line per row, the impulse r and the relative velocity u = W r + q\n");
            w.write("# problem " + row.problem() + "\n");
            w.write("# form " + row.form() + "\n");
            w.write("# solver " + row.solver() + "\n");
            w.write("# stop " + row.stop().label + "\n");
            w.write("# iterations " + row.iterations() + "\n");
            w.write("# ccpResidual " + row.ccpResidual() + "\n");
            w.write("# rows " + r.length + "\n");
            for (int i = 0; i < r.length; i++) w.write(r[i] + " " + u[i] + "\n");
        }
    }

    /** Reads a file {@link #write} wrote; a one-line IllegalArgumentException naming it when it cannot. */
    static SolutionFile read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int rows = -1, first = 0;
        while (first < lines.size() && lines.get(first).startsWith("#")) {
            String l = lines.get(first++);
            if (l.startsWith("# rows ")) rows = Integer.parseInt(l.substring(7).trim());
        }
        if (rows < 0 || lines.size() - first != rows)
            throw new IllegalArgumentException(file.getFileName() + ": declares " + rows + " rows and holds " + (lines.size() - first));
        double[] r = new double[rows], u = new double[rows];
        for (int i = 0; i < rows; i++) {
            String[] p = lines.get(first + i).trim().split(" ");
            r[i] = Double.parseDouble(p[0]);
            u[i] = Double.parseDouble(p[1]);
        }
        return new SolutionFile(r, u);
    }
}
