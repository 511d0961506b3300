package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.WorkerPool;

import java.util.Random;

/** Random but physically shaped descriptors: bodies with SPD inertia, contacts, motors, joints, static bodies. */
public final class RandomDescriptors {

    /** What to put in a random descriptor. */
    public static final class Spec {
        public int bodies = 8;
        public int contacts = 10;
        public int boxRows = 3;
        public int freeRows = 3;
        /** Probability that a row's body B is the static world (-1). */
        public double staticFraction = 0.3;
        /** Friction coefficients drawn from this list. */
        public double[] mus = {0, 0.3, 1, 2};
        /** Compliance of every row drawn from [cfmMin, 2 cfmMin]; > 0 makes N positive definite. */
        public double cfmMin = 0;
        /** Scale of the random biases; 0 keeps r = J v* in the range of J, so a singular problem stays bounded below. */
        public double biasScale = 1;
        /**
         * Bodies split into this many groups of consecutive indices; every row joins bodies of one
         * group, and each kind of row comes group by group (as a scene's contacts in body order).
         */
        public int groups = 1;

        public Spec bodies(int n) { bodies = n; return this; }
        public Spec contacts(int n) { contacts = n; return this; }
        public Spec boxRows(int n) { boxRows = n; return this; }
        public Spec freeRows(int n) { freeRows = n; return this; }
        public Spec staticFraction(double f) { staticFraction = f; return this; }
        public Spec mus(double... m) { mus = m; return this; }
        public Spec cfmMin(double c) { cfmMin = c; return this; }
        public Spec biasScale(double s) { biasScale = s; return this; }
        public Spec groups(int n) { groups = n; return this; }
    }

    private RandomDescriptors() {
    }

    public static NscDescriptor build(long seed, Spec spec, WorkerPool pool) {
        NscDescriptor d = new NscDescriptor(pool);
        fill(d, seed, spec);
        return d;
    }

    public static void fill(NscDescriptor d, long seed, Spec spec) {
        Random rnd = new Random(seed);
        int nb = spec.bodies;
        d.beginStep(nb);
        for (int b = 0; b < nb; b++) {
            double mass = 0.5 + 4.5 * rnd.nextDouble();
            d.invMass()[b] = 1 / mass;
            randomInverseInertia(rnd, mass, d.invInertia(), 9 * b);
            for (int k = 0; k < 6; k++) d.velocity()[6 * b + k] = rnd.nextGaussian();
        }
        for (int c = 0; c < spec.contacts; c++) {
            int a = firstBody(rnd, nb, c, spec.contacts, spec);
            int b = otherBody(rnd, nb, a, spec);
            double mu = spec.mus[rnd.nextInt(spec.mus.length)];
            int row = d.addCone(a, b, mu);
            double[] n = unit(rnd);
            double[] t1 = perpendicular(n);
            double[] t2 = cross(n, t1);
            double[] ra = point(rnd), rb = point(rnd);
            d.setLinearRow(row, n[0], n[1], n[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
            d.setLinearRow(row + 1, t1[0], t1[1], t1[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
            d.setLinearRow(row + 2, t2[0], t2[1], t2[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
            d.setBias(row, spec.biasScale * 0.2 * rnd.nextGaussian());
            for (int k = 0; k < 3; k++) d.setCompliance(row + k, cfm(rnd, spec));
        }
        for (int k = 0; k < spec.boxRows; k++) {
            int a = firstBody(rnd, nb, k, spec.boxRows, spec);
            int b = otherBody(rnd, nb, a, spec);
            double bound = 0.1 + rnd.nextDouble();
            int row = d.addBox(a, b, -bound, bound);
            double[] ax = unit(rnd);
            d.setAngularRow(row, ax[0], ax[1], ax[2]);
            d.setBias(row, spec.biasScale * -rnd.nextGaussian());
            d.setCompliance(row, cfm(rnd, spec));
        }
        for (int k = 0; k < spec.freeRows; k++) {
            int a = firstBody(rnd, nb, k, spec.freeRows, spec);
            int b = otherBody(rnd, nb, a, spec);
            int row = d.addFree(a, b);
            double[] dir = unit(rnd), ra = point(rnd), rb = point(rnd);
            d.setLinearRow(row, dir[0], dir[1], dir[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
            d.setBias(row, spec.biasScale * 0.1 * rnd.nextGaussian());
            d.setCompliance(row, cfm(rnd, spec));
        }
        d.prepare();
        d.computeRhs();
    }

    private static double cfm(Random rnd, Spec spec) {
        return spec.cfmMin * (1 + rnd.nextDouble());
    }

    /** Body A of row k of {@code count}: any body, or with groups one of the group whose turn it is. */
    private static int firstBody(Random rnd, int nb, int k, int count, Spec spec) {
        if (spec.groups == 1) return rnd.nextInt(nb);
        int per = nb / spec.groups;
        return (int) ((long) k * spec.groups / count) * per + rnd.nextInt(per);
    }

    private static int otherBody(Random rnd, int nb, int a, Spec spec) {
        int per = nb / spec.groups, first = a / per * per, size = Math.min(per, nb - first);
        if (size == 1 || rnd.nextDouble() < spec.staticFraction) return -1;
        int b = first + rnd.nextInt(size - 1);
        return b >= a ? b + 1 : b;
    }

    /** R diag(1/I) R^T for principal moments of a random box of this mass. */
    static void randomInverseInertia(Random rnd, double mass, double[] out, int o) {
        double x = 0.2 + rnd.nextDouble(), y = 0.2 + rnd.nextDouble(), z = 0.2 + rnd.nextDouble();
        double[] inv = {12 / (mass * (y * y + z * z)), 12 / (mass * (x * x + z * z)), 12 / (mass * (x * x + y * y))};
        double[] u = unit(rnd), v = perpendicular(u), w = cross(u, v);
        double[][] rot = {u, v, w}; // columns
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) {
                double s = 0;
                for (int k = 0; k < 3; k++) s += rot[k][i] * inv[k] * rot[k][j];
                out[o + 3 * i + j] = s;
            }
    }

    static double[] point(Random rnd) {
        return new double[]{rnd.nextDouble() - 0.5, rnd.nextDouble() - 0.5, rnd.nextDouble() - 0.5};
    }

    static double[] unit(Random rnd) {
        double x = rnd.nextGaussian(), y = rnd.nextGaussian(), z = rnd.nextGaussian();
        double l = Math.sqrt(x * x + y * y + z * z);
        return new double[]{x / l, y / l, z / l};
    }

    static double[] perpendicular(double[] n) {
        double[] a = Math.abs(n[0]) < 0.6 ? new double[]{1, 0, 0} : new double[]{0, 1, 0};
        double[] t = cross(n, a);
        double l = Math.sqrt(t[0] * t[0] + t[1] * t[1] + t[2] * t[2]);
        return new double[]{t[0] / l, t[1] / l, t[2] / l};
    }

    static double[] cross(double[] a, double[] b) {
        return new double[]{a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }
}
