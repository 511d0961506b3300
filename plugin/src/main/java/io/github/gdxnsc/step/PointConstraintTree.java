package io.github.gdxnsc.step;

import io.github.gdxnsc.math.Rotations;
import java.util.Arrays;

/**
 * The joints' anchor-meets-anchor constraints solved together and exactly, before the Gauss-Seidel
 * sweeps of {@link JointProjection}: Gauss-Seidel passes a correction along a chain one link per
 * sweep, so a chain of n links needs about n^2 sweeps, and a heavy end makes it slower still (a
 * 12-link chain of slender capsules stayed 0.13 m apart, a 100-link one with a 100 kg end came apart
 * by metres). Bodies and joints make a graph; where it is a tree (no loop, at most one joint to the
 * static world per piece) SHAKE's position step is solved exactly: impulses P pushed through the
 * lever arms and inverse inertias of the start of the step (G, W0) until the anchors meet, Newton
 * steps on {@code J W0 G^T P = -C} with J at the moved poses, each solved in linear time by
 * eliminating the tree from its leaves (Baraff's sparse elimination of {@code [I, -G^T; J W0, 0]}).
 * Every body moved by x changes its velocity by x / h, so position and velocity stay those of one
 * SHAKE step and a pendulum keeps its energy (pushed along the present lever arms instead, the
 * correction brakes the swing: a pendulum lost 87 % in 60 s). Pieces with a loop are left to the
 * sweeps. Allocation-free once grown.
 */
public final class PointConstraintTree {
    private static final int NONE = -1;
    private final Bodies bodies;
    private double h;

    // ---- the constraints of this step: bodies, body-frame anchors, build-time lever arms (world) ----
    private int count;
    private int[] ca = new int[16], cb = new int[16];
    private double[][] localA = new double[16][], localB = new double[16][], leverA = new double[16][], leverB = new double[16][];

    // ---- the graph: body nodes first, then one node per constraint with a movable body ----
    private int nodes, bodyNodes;
    private int[] bodyNode = new int[16], nodeBody = new int[16], nodeConstraint = new int[16];
    private int[] degree = new int[16], adjStart = new int[17], adj = new int[32];
    private int[] parent = new int[16], order = new int[16], stack = new int[16];
    private boolean[] seen = new boolean[16];
    /** Per piece: its first position in {@link #order} (pieces end where the next begins); whether it is a tree. */
    private int[] pieceStart = new int[16];
    private boolean[] pieceIsTree = new boolean[16];
    private int pieces;

    // ---- per node: its elimination blocks ----
    private double[] d = new double[36 * 16], t = new double[18 * 16], up = new double[18 * 16], down = new double[18 * 16];
    private double[] z = new double[6 * 16], y = new double[6 * 16], x = new double[6 * 16];
    private int[] pivot = new int[6 * 16];
    /** Per body node: position, orientation, velocity before the piece's solve. */
    private double[] saved = new double[13 * 16];
    /** SHAKE's push (start-of-step lever arms and inertia) or the present one. */
    private boolean shake;
    private final double[] r = new double[3], w = new double[9], tmp = new double[3], col = new double[36];

    /** Works on {@code bodies} (the world's), in place. */
    public PointConstraintTree(Bodies bodies) {
        this.bodies = bodies;
    }

    /** The step's world inverse inertias (9 per body, the descriptor's), or null: then I0^-1 from the start pose. */
    private double[] stepInvInertia;

    /**
     * Starts a step's list of constraints; {@code timeStep} turns moves into velocities;
     * {@code worldInvInertia} (or null) is the step's inverse inertia per body, a turning body's
     * gyroscopic response (as {@link JointProjection} pushes with it).
     */
    public void begin(double timeStep, double[] worldInvInertia) {
        h = timeStep;
        stepInvInertia = worldInvInertia;
        count = 0;
    }

    /**
     * Body a's anchor {@code localA} (a's frame) must meet b's {@code localB}; {@code leverA0} and
     * {@code leverB0} are the lever arms (world) the joint's rows were built with, at the start of the
     * step. Indices may be {@link Bodies#STATIC_WORLD}. The arrays are read at {@link #solve}, not copied.
     */
    public void add(int a, int b, double[] localA, double[] localB, double[] leverA0, double[] leverB0) {
        if (count == ca.length) {
            int n = 2 * count;
            ca = Arrays.copyOf(ca, n);
            cb = Arrays.copyOf(cb, n);
            this.localA = Arrays.copyOf(this.localA, n);
            this.localB = Arrays.copyOf(this.localB, n);
            leverA = Arrays.copyOf(leverA, n);
            leverB = Arrays.copyOf(leverB, n);
        }
        ca[count] = a;
        cb[count] = b;
        this.localA[count] = localA;
        this.localB[count] = localB;
        leverA[count] = leverA0;
        leverB[count] = leverB0;
        count++;
    }

    /**
     * Newton steps of the exact solve on every tree-shaped piece, at most {@code newtonSteps}, until
     * no anchor pair of the piece is {@code tolerance} (m) apart: SHAKE's push first; where that does
     * not converge (a link turning a large angle in the step, so the start-of-step lever arms no
     * longer reach the constraint) the piece is put back and pushed along its present lever arms.
     */
    public void solve(int newtonSteps, double tolerance) {
        if (count == 0) return;
        build();
        for (int p = 0; p < pieces; p++) {
            if (!pieceIsTree[p]) continue;
            int from = pieceStart[p], to = pieceStart[p + 1];
            save(from, to);
            shake = true;
            if (newton(from, to, newtonSteps, tolerance)) continue;
            restore(from, to);
            shake = false;
            newton(from, to, newtonSteps, tolerance);
        }
    }

    /**
     * Newton steps on the piece until within tolerance (true); false when the budget ran out, or
     * for SHAKE's push when a step did not reduce the error (the present lever arms' push may take
     * a few steps to settle from a large error).
     */
    private boolean newton(int from, int to, int steps, double tolerance) {
        double last = Double.POSITIVE_INFINITY;
        for (int s = 0; s <= steps; s++) {
            double worst = errors(from, to);
            if (worst <= tolerance) return true;
            if ((shake && !(worst < last)) || s == steps || !step(from, to)) return false;
            last = worst;
        }
        return false;
    }

    /** The piece's bodies' poses and velocities, to put back when SHAKE's push fails. */
    private void save(int from, int to) {
        for (int o = from; o < to; o++) {
            int n = order[o];
            if (!isBody(n)) continue;
            int i = nodeBody[n];
            System.arraycopy(bodies.pos, 3 * i, saved, 13 * n, 3);
            System.arraycopy(bodies.rot, 4 * i, saved, 13 * n + 3, 4);
            System.arraycopy(bodies.vel, 6 * i, saved, 13 * n + 7, 6);
        }
    }

    private void restore(int from, int to) {
        for (int o = from; o < to; o++) {
            int n = order[o];
            if (!isBody(n)) continue;
            int i = nodeBody[n];
            System.arraycopy(saved, 13 * n, bodies.pos, 3 * i, 3);
            System.arraycopy(saved, 13 * n + 3, bodies.rot, 4 * i, 4);
            System.arraycopy(saved, 13 * n + 7, bodies.vel, 6 * i, 6);
        }
    }

    private boolean movable(int i) {
        return i != Bodies.STATIC_WORLD && bodies.moves(i) && bodies.invMass[i] > 0;
    }

    private boolean isBody(int node) {
        return node < bodyNodes;
    }

    // ---------------------------------------------------------------- the graph

    private void build() {
        int nb = bodies.count;
        if (bodyNode.length < nb) bodyNode = new int[Math.max(nb, 2 * bodyNode.length)];
        Arrays.fill(bodyNode, 0, nb, NONE);
        ensureNodes(nb + count);
        bodyNodes = 0;
        for (int k = 0; k < count; k++) {
            for (int side = 0; side < 2; side++) {
                int i = side == 0 ? ca[k] : cb[k];
                if (movable(i) && bodyNode[i] == NONE) {
                    bodyNode[i] = bodyNodes;
                    nodeBody[bodyNodes++] = i;
                }
            }
        }
        nodes = bodyNodes;
        for (int k = 0; k < count; k++) if (movable(ca[k]) || movable(cb[k])) nodeConstraint[nodes++ - bodyNodes] = k;
        // adjacency (compressed rows): each constraint node to its one or two movable bodies
        Arrays.fill(degree, 0, nodes, 0);
        for (int n = bodyNodes; n < nodes; n++) {
            int k = nodeConstraint[n - bodyNodes];
            if (movable(ca[k])) link(n, bodyNode[ca[k]], false);
            if (movable(cb[k])) link(n, bodyNode[cb[k]], false);
        }
        adjStart[0] = 0;
        for (int n = 0; n < nodes; n++) adjStart[n + 1] = adjStart[n] + degree[n];
        if (adj.length < adjStart[nodes]) adj = new int[2 * adjStart[nodes]];
        Arrays.fill(degree, 0, nodes, 0);
        for (int n = bodyNodes; n < nodes; n++) {
            int k = nodeConstraint[n - bodyNodes];
            if (movable(ca[k])) link(n, bodyNode[ca[k]], true);
            if (movable(cb[k])) link(n, bodyNode[cb[k]], true);
        }
        // pieces, each in pre-order from its root: a one-sided constraint where there is one (it must be the root:
        // as a leaf it would have nothing to eliminate), else a body
        Arrays.fill(seen, 0, nodes, false);
        pieces = 0;
        int placed = 0;
        for (int pass = 0; pass < 2; pass++)
            for (int n = pass == 0 ? bodyNodes : 0; n < (pass == 0 ? nodes : bodyNodes); n++) {
                if (seen[n] || (pass == 0 && degree[n] != 1)) continue;
                placed = piece(n, placed);
            }
        pieceStart[pieces] = placed;
    }

    private void link(int constraintNode, int body, boolean fill) {
        if (fill) {
            adj[adjStart[constraintNode] + degree[constraintNode]] = body;
            adj[adjStart[body] + degree[body]] = constraintNode;
        }
        degree[constraintNode]++;
        degree[body]++;
    }

    /** Lists the piece holding {@code root} in pre-order from {@code at}; returns where the next piece starts. */
    private int piece(int root, int at) {
        if (pieces + 1 >= pieceStart.length) {
            pieceStart = Arrays.copyOf(pieceStart, 2 * pieceStart.length);
            pieceIsTree = Arrays.copyOf(pieceIsTree, pieceStart.length);
        }
        pieceStart[pieces] = at;
        int top = 0, end = at, edges = 0, oneSided = 0;
        stack[top++] = root;
        parent[root] = NONE;
        seen[root] = true;
        while (top > 0) {
            int n = stack[--top];
            order[end++] = n;
            if (!isBody(n) && degree[n] == 1) oneSided++;
            for (int e = adjStart[n]; e < adjStart[n + 1]; e++) {
                int m = adj[e];
                edges++;
                if (seen[m]) continue;
                seen[m] = true;
                parent[m] = n;
                stack[top++] = m;
            }
        }
        // a tree has one edge fewer than nodes (each edge was counted from both ends); two joints to the
        // static world close a loop through it
        pieceIsTree[pieces++] = edges / 2 == end - at - 1 && oneSided <= 1;
        return end;
    }

    // ---------------------------------------------------------------- the elimination

    /** Each constraint's right side -C into z; returns the worst anchor distance (m) of the piece. */
    private double errors(int from, int to) {
        double worst = 0;
        for (int o = from; o < to; o++) {
            int n = order[o];
            if (isBody(n)) continue;
            error(n);
            worst = Math.max(worst, Math.sqrt(z[6 * n] * z[6 * n] + z[6 * n + 1] * z[6 * n + 1] + z[6 * n + 2] * z[6 * n + 2]));
        }
        return worst;
    }

    /** One Newton step on the piece from the errors {@link #errors} left in z; false when singular (nothing moved). */
    private boolean step(int from, int to) {
        // D starts as the diagonal: identity for bodies, 0 for constraints; bodies' right sides are 0
        for (int o = from; o < to; o++) {
            int n = order[o];
            Arrays.fill(d, 36 * n, 36 * n + 36, 0);
            if (isBody(n)) {
                Arrays.fill(z, 6 * n, 6 * n + 6, 0);
                for (int k = 0; k < 6; k++) d[36 * n + 7 * k] = 1;
            }
            if (parent[n] != NONE) edgeBlocks(n);
        }
        // leaves first (reverse pre-order): factor each node, fold it into its parent, and carry the right side up
        for (int o = to - 1; o >= from; o--) {
            int n = order[o], dn = dim(n), p = parent[n];
            if (!SmallLu.factor(d, 36 * n, dn, pivot, 6 * n)) return false; // singular: left to the sweeps
            System.arraycopy(z, 6 * n, y, 6 * n, dn);
            SmallLu.solve(d, 36 * n, dn, pivot, 6 * n, y, 6 * n);
            if (p == NONE) continue;
            int dp = dim(p);
            // T = D^-1 up (dn x dp), column by column
            for (int j = 0; j < dp; j++) {
                for (int i = 0; i < dn; i++) col[i] = up[18 * n + i * dp + j];
                SmallLu.solve(d, 36 * n, dn, pivot, 6 * n, col, 0);
                for (int i = 0; i < dn; i++) t[18 * n + i * dp + j] = col[i];
            }
            // D_p -= down T, z_p -= down y
            for (int i = 0; i < dp; i++) {
                for (int j = 0; j < dp; j++) {
                    double s = 0;
                    for (int k = 0; k < dn; k++) s += down[18 * n + i * dn + k] * t[18 * n + k * dp + j];
                    d[36 * p + i * dp + j] -= s;
                }
                double s = 0;
                for (int k = 0; k < dn; k++) s += down[18 * n + i * dn + k] * y[6 * n + k];
                z[6 * p + i] -= s;
            }
        }
        // root first: x = y - T x_parent
        for (int o = from; o < to; o++) {
            int n = order[o], dn = dim(n), p = parent[n];
            for (int i = 0; i < dn; i++) {
                double s = y[6 * n + i];
                if (p != NONE) for (int k = 0, dp = dim(p); k < dp; k++) s -= t[18 * n + i * dp + k] * x[6 * p + k];
                x[6 * n + i] = s;
            }
        }
        for (int o = from; o < to; o++) if (isBody(order[o])) move(order[o]);
        return true;
    }

    private int dim(int n) {
        return isBody(n) ? 6 : 3;
    }

    /** Constraint node n: the right side -C, C = anchor A - anchor B, into z. */
    private void error(int n) {
        Arrays.fill(z, 6 * n + 3, 6 * n + 6, 0);
        int k = nodeConstraint[n - bodyNodes];
        anchor(ca[k], localA[k], r);
        double px = r[0], py = r[1], pz = r[2];
        anchor(cb[k], localB[k], r);
        z[6 * n] = r[0] - px;
        z[6 * n + 1] = r[1] - py;
        z[6 * n + 2] = r[2] - pz;
    }

    private void anchor(int i, double[] local, double[] out) {
        bodies.toWorldDir(i, local, out);
        bodies.addCentre(i, out);
    }

    /**
     * The blocks between node n and its parent, for a constraint k and a body on its side s (sign
     * +1 for A, -1 for B): the body column {@code -G^T = -s [I; [r0]x]} (the impulse sum under the
     * constraint's P, pushed through the start-of-step lever arm r0) and the constraint row
     * {@code J W0 = s [m I, -[r]x I0^-1]} (the anchor's move, at its present lever arm r, under the
     * body's impulse sum, through the start-of-step inverse inertia I0^-1).
     */
    private void edgeBlocks(int n) {
        int p = parent[n];
        boolean fromConstraint = !isBody(n);
        int cn = fromConstraint ? n : p, bn = fromConstraint ? p : n;
        int k = nodeConstraint[cn - bodyNodes], body = nodeBody[bn];
        boolean sideA = ca[k] == body;
        double sign = sideA ? 1 : -1;
        bodies.toWorldDir(body, sideA ? localA[k] : localB[k], r);
        double[] r0 = shake ? (sideA ? leverA[k] : leverB[k]) : r;
        // W0's angular part, column by column
        for (int j = 0; j < 3; j++) {
            invInertia(body, j == 0 ? 1 : 0, j == 1 ? 1 : 0, j == 2 ? 1 : 0, tmp);
            w[j] = tmp[0];
            w[3 + j] = tmp[1];
            w[6 + j] = tmp[2];
        }
        double m = bodies.invMass[body];
        // row block (3 x 6): J W0
        double[] row = fromConstraint ? up : down;
        int ro = 18 * n;
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) row[ro + 6 * i + j] = i == j ? sign * m : 0;
            for (int j = 0; j < 3; j++) {
                // (-[r]x I0^-1)_ij = -(r x col_j(I0^-1))_i
                double ax = w[j], ay = w[3 + j], az = w[6 + j];
                double cross = i == 0 ? r[1] * az - r[2] * ay : i == 1 ? r[2] * ax - r[0] * az : r[0] * ay - r[1] * ax;
                row[ro + 6 * i + 3 + j] = -sign * cross;
            }
        }
        // column block (6 x 3): -G^T = -s [I; [r0]x]
        double[] column = fromConstraint ? down : up;
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) column[ro + 3 * i + j] = i == j ? -sign : 0;
        column[ro + 9] = 0;
        column[ro + 10] = sign * r0[2];
        column[ro + 11] = -sign * r0[1];
        column[ro + 12] = -sign * r0[2];
        column[ro + 13] = 0;
        column[ro + 14] = sign * r0[0];
        column[ro + 15] = sign * r0[1];
        column[ro + 16] = -sign * r0[0];
        column[ro + 17] = 0;
    }

    /**
     * out = I0^-1 t (SHAKE's push; else the present one): the world inverse inertia at the start of
     * the step (its orientation then), which the push through r0 belongs with; at the moved orientation a slender body's small inertia about
     * its long axis would turn a push along the old lever arm into a spin that moves no anchor.
     */
    private void invInertia(int i, double tx, double ty, double tz, double[] out) {
        if (!shake) {
            bodies.applyWorldInvInertia(i, tx, ty, tz, out);
            return;
        }
        if (stepInvInertia != null) {
            double[] wi = stepInvInertia;
            int k = 9 * i;
            out[0] = wi[k] * tx + wi[k + 1] * ty + wi[k + 2] * tz;
            out[1] = wi[k + 3] * tx + wi[k + 4] * ty + wi[k + 5] * tz;
            out[2] = wi[k + 6] * tx + wi[k + 7] * ty + wi[k + 8] * tz;
            return;
        }
        double[] q = bodies.prevRot;
        double qx = q[4 * i], qy = q[4 * i + 1], qz = q[4 * i + 2], qw = q[4 * i + 3];
        Rotations.rotate(-qx, -qy, -qz, qw, tx, ty, tz, out);
        double[] inv = bodies.invLocalInertia;
        Rotations.rotate(qx, qy, qz, qw, out[0] * inv[3 * i], out[1] * inv[3 * i + 1], out[2] * inv[3 * i + 2], out);
    }

    /** Body node n moves by W0 u (u its solved impulse sum); its velocity by that over h. */
    private void move(int n) {
        int i = nodeBody[n], v = 6 * i;
        double m = bodies.invMass[i];
        for (int k = 0; k < 3; k++) {
            double dp = m * x[6 * n + k];
            bodies.pos[3 * i + k] += dp;
            bodies.vel[v + k] += dp / h;
        }
        PositionIntegrator.clamp(bodies.vel, v, PositionIntegrator.MAX_LINEAR_SPEED);
        invInertia(i, x[6 * n + 3], x[6 * n + 4], x[6 * n + 5], tmp);
        bodies.vel[v + 3] += tmp[0] / h;
        bodies.vel[v + 4] += tmp[1] / h;
        bodies.vel[v + 5] += tmp[2] / h;
        PositionIntegrator.clamp(bodies.vel, v + 3, PositionIntegrator.MAX_ANGULAR_SPEED);
        JointProjection.turnBy(bodies.rot, 4 * i, tmp[0], tmp[1], tmp[2]);
    }

    private void ensureNodes(int n) {
        if (n <= parent.length) return;
        int cap = Math.max(n, 2 * parent.length);
        nodeBody = Arrays.copyOf(nodeBody, cap);
        nodeConstraint = Arrays.copyOf(nodeConstraint, cap);
        degree = new int[cap];
        adjStart = new int[cap + 1];
        parent = new int[cap];
        order = new int[cap];
        stack = new int[cap];
        seen = new boolean[cap];
        d = new double[36 * cap];
        t = new double[18 * cap];
        up = new double[18 * cap];
        down = new double[18 * cap];
        z = new double[6 * cap];
        y = new double[6 * cap];
        x = new double[6 * cap];
        pivot = new int[6 * cap];
        saved = new double[13 * cap];
    }
}
