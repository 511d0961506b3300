package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;
import org.ejml.data.DMatrixRMaj;

import java.util.Arrays;

import static io.github.gdxnsc.parallel.PoolThresholds.DESCRIPTOR_BODY_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.DESCRIPTOR_ROW_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.ROW_PASS_SERIAL_ROWS;

/**
 * The non-smooth-contact descriptor of one step: bodies (inverse mass, world inverse inertia, free
 * velocity v*) and constraint rows (Jacobians against two bodies, bias, compliance), with K in a
 * {@link ConeSet}. It is the {@link ConeProblem} with {@code N = D^T M^-1 D + E} and
 * {@code r = D^T v* + b}, never assembled: {@link #multiply} is matrix-free.
 *
 * <h2>Layout (why it looks like this)</h2>
 * Everything is a flat primitive array, grown geometrically and reused step to step, so a step
 * in steady state allocates nothing. The Schur product is {@link SchurProduct}: two passes (per
 * body, then per contact or row) over a layout {@link #prepare()} builds, each streaming its big
 * arrays and gathering only cache-resident vectors. Contacts, the bulk of every scene, take a
 * point form there (frame and lever arms: 15 values instead of 36 Jacobian entries). What is
 * computed row by row from the Jacobians (the diagonal, single entries, r, the Gauss-Seidel access)
 * is {@link JacobianRows}. Inputs are kept at float precision (that of a transform); every sum is
 * in double.
 *
 * <p>Static bodies (index -1 in the API) map to a sentinel body slot whose {@code dv} stays zero,
 * so the row pass has no branch.
 *
 * <p>Use per step: {@link #beginStep}, fill {@link #invMass()}, {@link #invInertia()},
 * {@link #velocity()}; add rows and set their Jacobians, bias and compliance; {@link #prepare()};
 * {@link #computeRhs()}; solve; {@link #applyImpulses}.
 */
public final class NscDescriptor implements ConeProblem {

    /** Largest problem {@link #assembleDense()} builds: 4,000 rows = 128 MB of doubles. */
    public static final int DENSE_LIMIT = 4000;

    private WorkerPool pool;

    // ---- bodies ----
    int bodyCount;
    double[] invMass = new double[0];
    double[] invInertia = new double[0];
    double[] velocity = new double[0];

    // ---- rows (the body and row arrays are package fields: SchurProduct, JacobianRows and DenseAssembly read them) ----
    int rowCount;
    final ConeSet cones = new ConeSet();
    int[] bodyA = new int[0], bodyB = new int[0];
    /**
     * Per row, 12 doubles: J_A linear, J_A angular, J_B linear, J_B angular. Double, although the
     * inputs are float-precise, so that the generic path, the diagonal and the dense assembly
     * agree to rounding with the point-form contact path, which works from the same float inputs.
     */
    double[] jac = new double[0];
    double[] bias = new double[0];
    double[] cfm = new double[0];
    double[] diag = new double[0];
    double[] rhs = new double[0];
    /** Body slots with the static sentinel ({@code bodyCount}) in place of -1. */
    int[] slotA = new int[0], slotB = new int[0];

    /** Direction and lever arms of the rows set by {@link #setLinearRow}. */
    final LinearRows linear = new LinearRows();

    /** The product's layout and passes, built by prepare(). */
    private final SchurProduct product = new SchurProduct(this);
    /** N's diagonal and entries, r, and the sweeping solvers' row access, from the Jacobians row by row. */
    private final JacobianRows jacobianRows = new JacobianRows(this);

    /** The first block and row of the last {@link #reserveContacts}: {@link #setContact} finds a contact's block from its row. */
    private int contactsBlock, contactsRow;

    // ---- workspace ----
    double[] dv = new double[6];
    private double residualStep = 1;
    private boolean prepared;
    /** prepare() calls so far, and the call whose rows {@link #blockIslands} last labelled. */
    private int preparations, islandsOfPreparation = -1;
    private int[] islandParent = new int[0], islandOfRoot = new int[0], blockIsland = new int[0], bodyIsland = new int[0];
    private int islandCount;

    // parallel-loop bodies, allocated once; applyTask reads its output array from applyOut
    private double[] applyOut;
    private final WorkerPool.RangeTask rhsTask = (c, s, e) -> jacobianRows.fillRhs(s, e);
    private final WorkerPool.RangeTask diagTask = (c, s, e) -> jacobianRows.fillDiagonal(s, e);
    private final WorkerPool.RangeTask applyTask = (c, s, e) -> applyBodies(applyOut, s, e);

    /** A descriptor whose passes run on {@code pool} (null: on the caller's thread). */
    public NscDescriptor(WorkerPool pool) {
        this.pool = pool;
    }

    /** The pool the passes run on from now (the world restarts it when the thread count changes). */
    public void setPool(WorkerPool pool) {
        this.pool = pool;
    }

    @Override
    public WorkerPool pool() {
        return pool;
    }

    // =================================================================== building

    /** Starts a step with {@code bodyCount} bodies and no rows. Body arrays keep no old values that matter: fill them. */
    public void beginStep(int bodyCount) {
        if (bodyCount < 0) throw new IllegalArgumentException("bodyCount must be >= 0, was " + bodyCount);
        this.bodyCount = bodyCount;
        if (invMass.length < bodyCount) {
            int n = grow(invMass.length, bodyCount);
            invMass = new double[n];
            invInertia = new double[9 * n];
            velocity = new double[6 * n];
        }
        if (dv.length < 6 * (bodyCount + 1)) dv = new double[6 * (grow(dv.length / 6, bodyCount + 1))];
        // the sentinel slot must read as a body at rest
        Arrays.fill(dv, 6 * bodyCount, 6 * bodyCount + 6, 0.0);
        rowCount = 0;
        cones.clear();
        prepared = false;
    }

    /** Bodies with a slot in this step's problem. */
    public int bodyCount() {
        return bodyCount;
    }

    /** Inverse masses, one per body (0 for a body that must not move). */
    public double[] invMass() {
        return invMass;
    }

    /** World-frame inverse inertia tensors, 9 per body, row-major. */
    public double[] invInertia() {
        return invInertia;
    }

    /** Free velocities v* (vx, vy, vz, wx, wy, wz per body): the right-hand side reads them. */
    public double[] velocity() {
        return velocity;
    }

    /** Adds a friction cone over three new rows (normal, tangent 1, tangent 2); returns the first row. */
    public int addCone(int bodyA, int bodyB, double mu) {
        int row = cones.addCone(mu);
        addRows(row, 3, bodyA, bodyB);
        return row;
    }

    /** Adds one row bounded to {@code [lo, hi]}; returns it. */
    public int addBox(int bodyA, int bodyB, double lo, double hi) {
        int row = cones.addBox(lo, hi);
        addRows(row, 1, bodyA, bodyB);
        return row;
    }

    /**
     * Bounds the last row added, which must be a FREE row (a spring made by a shared helper, say),
     * to {@code [lo, hi]}; returns it.
     */
    public int boundLastRow(double lo, double hi) {
        prepared = false;
        return cones.boundLast(lo, hi);
    }

    /** Adds one bilateral (unbounded) row; returns it. */
    public int addFree(int bodyA, int bodyB) {
        int row = cones.addFree();
        addRows(row, 1, bodyA, bodyB);
        return row;
    }

    /**
     * Room for {@code count} contact points' friction cones (the build's hot path) after the rows
     * there; returns the first of their rows. Contact j's rows start at {@code first + 3 j}, are
     * written by {@link #setContact} and appended by {@link #addContacts}. Split so that the
     * contacts' rows can be written in parallel, each {@link #setContact} touching only its own.
     */
    public int reserveContacts(int count) {
        contactsBlock = cones.reserveCones(count);
        contactsRow = rowCount;
        ensureRowCapacity(rowCount + 3 * count);
        return contactsRow;
    }

    /** Appends the first {@code count} contacts of the last {@link #reserveContacts}, each set by {@link #setContact}. */
    public void addContacts(int count) {
        cones.addCones(count);
        rowCount = contactsRow + 3 * count;
        prepared = false;
    }

    /**
     * The rows at {@code row} of the last {@link #reserveContacts}: a friction cone whose three rows run
     * along the unit normal and the two tangents ({@code frame}: n, t1, t2, 9 values) through the
     * point with lever arms {@code arms} (rA, rB, 6 values), with biases {@code normalBias},
     * {@code t1Bias}, {@code t2Bias} and compliance {@code compliance} on each. The same rows as
     * {@link #addCone}, three {@link #setLinearRow}, {@link #setBias} and {@link #setCompliance},
     * without the per-row checks and zeroing those repeat. Safe to call for different contacts
     * from several threads at once.
     */
    public void setContact(int row, int bodyA, int bodyB, double mu, double[] frame, double[] arms,
                           double normalBias, double t1Bias, double t2Bias, double compliance) {
        checkBodies(bodyA, bodyB);
        checkCompliance(compliance);
        cones.setCone(contactsBlock + (row - contactsRow) / 3, row, mu);
        // lever arms rounded to float once (LinearRows.write's inputs, see setLinearRow)
        float ax = (float) arms[0], ay = (float) arms[1], az = (float) arms[2];
        float bx = (float) arms[3], by = (float) arms[4], bz = (float) arms[5];
        for (int i = 0; i < 3; i++) {
            int r = row + i;
            this.bodyA[r] = bodyA;
            this.bodyB[r] = bodyB;
            cfm[r] = compliance;
            linear.write(jac, r, (float) frame[3 * i], (float) frame[3 * i + 1], (float) frame[3 * i + 2], ax, ay, az, bx, by, bz);
        }
        bias[row] = normalBias;
        bias[row + 1] = t1Bias;
        bias[row + 2] = t2Bias;
    }

    private void addRows(int first, int count, int a, int b) {
        reserveRows(first, count, a, b);
        Arrays.fill(jac, 12 * first, 12 * (first + count), 0.0);
    }

    /** Rows [first, first + count) between bodies a and b: grown, bodies set, bias and compliance 0; the Jacobians are the caller's to write. */
    private void reserveRows(int first, int count, int a, int b) {
        checkBodies(a, b);
        int need = first + count;
        ensureRowCapacity(need);
        for (int i = first; i < need; i++) {
            bodyA[i] = a;
            bodyB[i] = b;
            bias[i] = 0;
            cfm[i] = 0;
            linear.linearForm[i] = false;
        }
        rowCount = need;
        prepared = false;
    }

    private static void checkCompliance(double c) {
        if (!(c >= 0) || Double.isInfinite(c)) throw new IllegalArgumentException("compliance must be finite and >= 0, was " + c);
    }

    private void checkBodies(int a, int b) {
        if (a < -1 || a >= bodyCount) throw new IllegalArgumentException("bodyA out of range: " + a);
        if (b < -1 || b >= bodyCount) throw new IllegalArgumentException("bodyB out of range: " + b);
        if (a >= 0 && a == b) throw new IllegalArgumentException("a row cannot join body " + a + " to itself");
    }

    /** Room for {@code need} rows, the rows there kept. */
    private void ensureRowCapacity(int need) {
        if (bodyA.length < need) {
            int n = grow(bodyA.length, need);
            bodyA = Arrays.copyOf(bodyA, n);
            bodyB = Arrays.copyOf(bodyB, n);
            slotA = new int[n];
            slotB = new int[n];
            jac = Arrays.copyOf(jac, 12 * n);
            linear.grow(n);
            bias = Arrays.copyOf(bias, n);
            cfm = Arrays.copyOf(cfm, n);
            diag = new double[n];
            rhs = new double[n];
        }
    }

    /**
     * A row along world direction d through a contact or anchor point: {@code J_A = [d, rA x d]},
     * {@code J_B = [-d, -(rB x d)]}, with rA, rB the point minus each body's centre of mass. The
     * row's value {@code J v} is then the velocity of A's point relative to B's along d.
     */
    public void setLinearRow(int row, double dx, double dy, double dz,
                             double rax, double ray, double raz, double rbx, double rby, double rbz) {
        checkRow(row);
        // float inputs (the precision of a transform); every product in LinearRows.write is then exact in double
        linear.write(jac, row, (float) dx, (float) dy, (float) dz, (float) rax, (float) ray, (float) raz, (float) rbx, (float) rby, (float) rbz);
        prepared = false;
    }

    /** True when the row was set by {@link #setLinearRow} (direction and lever arms known). */
    public boolean isLinearRow(int row) {
        return linear.linearForm[row];
    }

    /** Direction (k = 0..2), lever arm on A (3..5) and on B (6..8) of a row set by {@link #setLinearRow}. */
    public double lever(int row, int k) {
        return linear.lever[9 * row + k];
    }

    /** A purely angular row about world axis a: {@code J_A = [0, a]}, {@code J_B = [0, -a]} (relative spin of A about a). */
    public void setAngularRow(int row, double ax, double ay, double az) {
        int j = 12 * checkRow(row);
        linear.linearForm[row] = false;
        prepared = false;
        Arrays.fill(jac, j, j + 12, 0.0);
        jac[j + 3] = ax;
        jac[j + 4] = ay;
        jac[j + 5] = az;
        jac[j + 9] = -ax;
        jac[j + 10] = -ay;
        jac[j + 11] = -az;
    }

    /** Sets all 12 Jacobian entries of a row: J_A (linear, angular) then J_B (linear, angular). */
    public void setJacobian(int row, double[] j12, int offset) {
        int j = 12 * checkRow(row);
        linear.linearForm[row] = false;
        prepared = false;
        System.arraycopy(j12, offset, jac, j, 12);
    }

    /** The row's bias b (m/s or rad/s): its target velocity is -b. */
    public void setBias(int row, double b) {
        bias[checkRow(row)] = b;
    }

    /** Compliance (CFM) of a row, >= 0: added to N's diagonal, it softens the row. */
    public void setCompliance(int row, double c) {
        checkCompliance(c);
        cfm[checkRow(row)] = c;
        prepared = false;
    }

    private int checkRow(int row) {
        if (row < 0 || row >= rowCount) throw new IndexOutOfBoundsException("row " + row + " of " + rowCount);
        return row;
    }

    /** Body slot of the row's first body (-1: the static world). */
    public int bodyA(int row) {
        return bodyA[row];
    }

    /** Body slot of the row's second body (-1: the static world). */
    public int bodyB(int row) {
        return bodyB[row];
    }

    /** Jacobian entry k of the row: A's linear (0-2) and angular (3-5), then B's (6-11). */
    public double jacobian(int row, int k) {
        return jac[12 * row + k];
    }

    /** The row's bias b. */
    public double bias(int row) {
        return bias[row];
    }

    /** The row's compliance (CFM), added to N's diagonal. */
    public double compliance(int row) {
        return cfm[row];
    }

    // =================================================================== prepare

    /**
     * Builds what the Schur product needs, once per step after the rows are final: the body slots,
     * the {@link SchurProduct} layout (point-form contacts, generic rows, per-body adjacency in row
     * order), and the diagonal from the Jacobians.
     */
    public void prepare() {
        int n = rowCount, nb = bodyCount;
        for (int i = 0; i < n; i++) {
            slotA[i] = bodyA[i] < 0 ? nb : bodyA[i];
            slotB[i] = bodyB[i] < 0 ? nb : bodyB[i];
        }
        product.build();
        runRows(n, diagTask);
        double maxDiag = 0;
        for (int i = 0; i < n; i++) if (diag[i] > maxDiag) maxDiag = diag[i];
        residualStep = maxDiag > 0 ? 1.0 / maxDiag : 1.0;
        prepared = true;
        preparations++;
    }

    // =================================================================== ConeProblem

    @Override
    public int rowCount() {
        return rowCount;
    }

    @Override
    public double[] rhs() {
        return rhs;
    }

    @Override
    public ConeSet cones() {
        return cones;
    }

    @Override
    public double diagonal(int row) {
        requirePrepared();
        return diag[row];
    }

    @Override
    public double residualStep() {
        requirePrepared();
        return residualStep;
    }

    /**
     * Islands by a union-find over the moving bodies the blocks' rows join (a body with a zero
     * inverse mass and inertia joins nothing: its dv stays zero). A block between two bodies that
     * do not move forms an island of its own. Labels are those of the last {@link #prepare()},
     * found once and kept for the solves that follow it.
     */
    @Override
    public int blockIslands(int[] island) {
        labelIslands();
        System.arraycopy(blockIsland, 0, island, 0, cones.blockCount());
        return islandCount;
    }

    /** The islands of the last {@link #prepare()}'s rows, labelled on the first call after it. */
    private void labelIslands() {
        requirePrepared();
        if (islandsOfPreparation != preparations) findIslands();
    }

    private void findIslands() {
        int nb = bodyCount, blocks = cones.blockCount();
        if (islandParent.length < nb) {
            islandParent = new int[grow(islandParent.length, nb)];
            islandOfRoot = new int[islandParent.length];
            bodyIsland = new int[islandParent.length];
        }
        if (blockIsland.length < blocks) blockIsland = new int[grow(blockIsland.length, blocks)];
        for (int b = 0; b < nb; b++) {
            islandParent[b] = b;
            islandOfRoot[b] = -1;
        }
        for (int k = 0; k < blocks; k++) {
            int row = cones.blockStart(k), a = bodyA[row], c = bodyB[row];
            if (moves(a) && moves(c)) {
                int ra = root(a), rc = root(c);
                // the smaller root wins, so the forest and its labels do not depend on anything but the rows
                if (ra < rc) islandParent[rc] = ra;
                else if (rc < ra) islandParent[ra] = rc;
            }
        }
        int count = 0;
        for (int k = 0; k < blocks; k++) {
            int row = cones.blockStart(k), a = bodyA[row], c = bodyB[row];
            int body = moves(a) ? a : moves(c) ? c : -1;
            if (body < 0) {
                blockIsland[k] = count++;
                continue;
            }
            int r = root(body);
            if (islandOfRoot[r] < 0) islandOfRoot[r] = count++;
            blockIsland[k] = islandOfRoot[r];
        }
        for (int b = 0; b < nb; b++) bodyIsland[b] = moves(b) ? islandOfRoot[root(b)] : -1;
        islandCount = count;
        islandsOfPreparation = preparations;
    }

    /** Whether body {@code b} (-1: the static world) has a velocity a row's impulse can change. */
    private boolean moves(int b) {
        if (b < 0) return false;
        if (invMass[b] != 0) return true;
        for (int i = 9 * b, e = i + 9; i < e; i++) if (invInertia[i] != 0) return true;
        return false;
    }

    private int root(int b) {
        while (islandParent[b] != b) {
            islandParent[b] = islandParent[islandParent[b]]; // path halving
            b = islandParent[b];
        }
        return b;
    }

    /** r = D^T v* + b, from {@link #velocity()}. */
    public void computeRhs() {
        requirePrepared();
        runRows(rowCount, rhsTask);
    }

    /** Matrix-free N x in two passes (see the class comment). */
    @Override
    public void multiply(double[] x, double[] out) {
        requirePrepared();
        product.multiply(x, out);
    }

    /** The split product's first half: pass 1 (per body) on {@code pool}, or on the caller's thread when null. */
    @Override
    public void productBegin(double[] x, double[] out, WorkerPool pool) {
        requirePrepared();
        product.gather(x, pool);
    }

    /**
     * The split product's first half for a solve whose stopped islands ({@link #blockIslands}'
     * labels) no longer read their rows: their bodies are skipped.
     */
    @Override
    public void productBegin(double[] x, double[] out, WorkerPool pool, boolean[] stoppedIslands) {
        labelIslands();
        product.gather(x, pool, bodyIsland, stoppedIslands);
    }

    /** The split product's second half: pass 2 over the contacts and generic rows of blocks [startBlock, endBlock). */
    @Override
    public void productRows(double[] x, double[] out, int startBlock, int endBlock) {
        product.productRows(x, out, startBlock, endBlock);
    }

    /** outVelocity = v* + M^-1 D x, 6 per body: the velocities after the impulses x. */
    public void applyImpulses(double[] x, double[] outVelocity) {
        requirePrepared();
        product.gather(x);
        applyOut = outVelocity;
        run(bodyCount, DESCRIPTOR_BODY_CHUNK, applyTask);
        applyOut = null;
    }

    private void applyBodies(double[] out, int startBody, int endBody) {
        for (int k = 6 * startBody, end = 6 * endBody; k < end; k++) out[k] = velocity[k] + dv[k];
    }

    // ---- Gauss-Seidel access: dv is kept equal to M^-1 D x as rows change ----

    @Override
    public void sweepBegin(double[] x) {
        requirePrepared();
        product.gather(x);
    }

    @Override
    public double rowProduct(int i, double[] x) {
        return jacobianRows.rowProduct(i, x);
    }

    @Override
    public void sweepUpdate(int i, double delta) {
        jacobianRows.update(i, delta);
    }

    @Override
    public double entry(int i, int k) {
        requirePrepared();
        return jacobianRows.entry(i, k);
    }

    /** Dense N by explicit assembly with EJML ({@link DenseAssembly}), independent of the matrix-free product: for tests and the direct solvers. */
    @Override
    public DMatrixRMaj assembleDense() {
        requirePrepared();
        return DenseAssembly.assemble(this);
    }

    /** Bytes one product moves (see {@link SchurProduct#bytesPerProduct}): the model to hold measured time against bandwidth. */
    public long bytesPerProduct() {
        return product.bytesPerProduct();
    }

    /** Contacts taking the point-form path in the last {@link #prepare()}. */
    public int pointFormContacts() {
        return product.contactCount();
    }

    private void requirePrepared() {
        if (!prepared) throw new IllegalStateException("call prepare() after adding rows");
    }

    /** A per-row pass of the step: on the pool only when the rows are many enough to pay for it ({@link PoolThresholds#ROW_PASS_SERIAL_ROWS}). */
    private void runRows(int n, WorkerPool.RangeTask task) {
        if (n < ROW_PASS_SERIAL_ROWS) task.run(0, 0, n);
        else run(n, DESCRIPTOR_ROW_CHUNK, task);
    }

    /** A pass in chunks on the pool, or chunk by chunk on the caller's thread when there is none. */
    void run(int n, int chunk, WorkerPool.RangeTask task) {
        if (pool == null) {
            for (int s = 0, c = 0; s < n; s += chunk, c++) task.run(c, s, Math.min(n, s + chunk));
        } else {
            pool.forEachChunk(n, chunk, task);
        }
    }

    static int grow(int current, int needed) {
        return Math.max(needed, Math.max(16, current + (current >> 1)));
    }
}
