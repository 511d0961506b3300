package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;
import io.jhdf.HdfFile;
import io.jhdf.WritableHdfFile;
import io.jhdf.api.WritableGroup;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Random;
import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.desktop.Main;

/** Problems the offline-job tests write themselves, and a way to run a job in-process. */
final class SmallProblems {

    private SmallProblems() {
    }

    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int status = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    /**
     * A local-form FCLIB file of {@code contacts} contacts: W = A A^T + I/10 (A random, so W is
     * dense and positive definite), q with negative normal parts (every contact pressed) and
     * random tangents, mu 0.5; W stored as triplets.
     */
    static Path localProblem(Path file, int contacts, long seed) {
        int n = 3 * contacts;
        Random rnd = new Random(seed);
        double[][] a = new double[n][n];
        for (double[] row : a) for (int j = 0; j < n; j++) row[j] = rnd.nextGaussian();
        int[] rows = new int[n * n], cols = new int[n * n];
        double[] x = new double[n * n];
        for (int i = 0, k = 0; i < n; i++)
            for (int j = 0; j < n; j++, k++) {
                double s = i == j ? 0.1 : 0;
                for (int m = 0; m < n; m++) s += a[i][m] * a[j][m];
                rows[k] = i;
                cols[k] = j;
                x[k] = s;
            }
        double[] q = new double[n], mu = new double[contacts];
        for (int c = 0; c < contacts; c++) {
            q[3 * c] = -1 - rnd.nextDouble();
            q[3 * c + 1] = rnd.nextGaussian();
            q[3 * c + 2] = rnd.nextGaussian();
            mu[c] = 0.5;
        }
        return local(file, 3, n, n, rows, cols, x, q, mu);
    }

    /** A local-form file with W (declared m x n, triplets), q, mu and the given space dimension. */
    static Path local(Path file, int spaceDim, int m, int n, int[] rows, int[] cols, double[] x, double[] q, double[] mu) {
        try (WritableHdfFile hdf = HdfFile.write(file)) {
            WritableGroup g = hdf.putGroup("fclib_local");
            g.putDataset("spacedim", new int[] {spaceDim});
            WritableGroup w = g.putGroup("W");
            w.putDataset("m", new int[] {m});
            w.putDataset("n", new int[] {n});
            w.putDataset("nz", new int[] {x.length});
            w.putDataset("p", cols);
            w.putDataset("i", rows);
            w.putDataset("x", x);
            WritableGroup v = g.putGroup("vectors");
            v.putDataset("q", q);
            v.putDataset("mu", mu);
        }
        return file;
    }

    /** One step's problem of a box resting on the ground (contacts only), as F9 writes it. */
    static Path boxOnGround(Path file) throws IOException {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            world.createBody(new BodyDef().shape(world.shapes().box(5f, 0.5f, 5f)).mass(0f).position(0, -0.5f, 0));
            world.createBody(new BodyDef().shape(world.shapes().box(0.5f, 0.5f, 0.5f)).mass(1f).position(0, 0.5f, 0));
            for (int i = 0; i < 30; i++) world.stepOnce();
            world.writeLastProblem(file);
        } finally {
            world.dispose();
        }
        return file;
    }

    /** One step's problem of three balls hanging in a chain from a fixed body by ball joints: joint rows only, no contact. */
    static Path hangingChain(Path file) throws IOException {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            RigidBody previous = world.createBody(new BodyDef().shape(world.shapes().sphere(0.1f)).mass(0f).position(0, 10, 0));
            for (int i = 1; i <= 3; i++) {
                RigidBody ball = world.createBody(new BodyDef().shape(world.shapes().sphere(0.1f)).mass(1f).position(0.5f * i, 10, 0));
                world.createBallJoint(previous, ball, new Vector3(0.5f * i - 0.25f, 10, 0));
                previous = ball;
            }
            for (int i = 0; i < 5; i++) world.stepOnce();
            world.writeLastProblem(file);
        } finally {
            world.dispose();
        }
        return file;
    }
}
