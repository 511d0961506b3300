package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

import java.util.Arrays;

import static io.github.gdxnsc.parallel.PoolThresholds.BUILD_BLOCK_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.DESCRIPTOR_BODY_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.DESCRIPTOR_ROW_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.PRODUCT_BODY_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.PRODUCT_CONTACT_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.ROW_PASS_SERIAL_ROWS;

/**
 * The matrix-free Schur product {@code N x = D^T M^-1 D x + E x} of an {@link NscDescriptor}: the
 * layout {@link NscDescriptor#prepare()} has it build once a step after the rows are final, and the
 * product's two passes over that layout. It reads the descriptor's body and row arrays (package
 * fields) and owns everything derived from them for the product.
 *
 * <h2>Layout (why it looks like this)</h2>
 * The product runs in two passes, each streaming its big arrays front to back and gathering only
 * small, cache-resident vectors:
 * <ol>
 * <li>per body: {@code dv_b = M_b^-1 sum over the body's rows of J_b^T x}, reading per-body
 * adjacency records laid out in body order by a counting sort, and gathering from {@code x}
 * (8 bytes a row);</li>
 * <li>per contact or row: {@code (N x) = J_A . dv_A + J_B . dv_B + cfm x}, streaming the rows
 * and gathering from {@code dv} (48 bytes a body).</li>
 * </ol>
 * No two threads ever write one body or one row, so no locks and no atomics.
 *
 * <p>A cone block whose three rows were set by {@link NscDescriptor#setLinearRow} through one
 * point (same lever arms) is a contact in point form: its frame (n, t1, t2) and lever arms (rA, rB),
 * 15 values, and pass 2 computes the point's relative velocity
 * {@code u = (v_A + w_A x r_A) - (v_B + w_B x r_B)} once for its three values
 * {@code n.u, t1.u, t2.u}: 15 values read instead of 36 Jacobian entries, a third of the
 * arithmetic. All other rows take the generic path over their 12 Jacobian entries. Per body, a
 * counting sort builds two adjacency lists (contacts, generic rows), each in row order, so the
 * result is deterministic.
 */
final class SchurProduct {
    private final NscDescriptor descriptor;

    // ---- contact blocks in point form, the hot path of the product ----
    private int contactCount;
    /** True when some point-form contact row has compliance; false lets the product skip cfm x for contacts. */
    private boolean contactCompliance;
    private int[] contactRow = new int[0];
    private int[] contactSlotA = new int[0], contactSlotB = new int[0];
    /**
     * Per contact, 15 values: n, t1, t2, rA, rB. Doubles holding float-precise inputs: converting
     * floats costs an instruction per load in the hottest loop, and the arrays stay cache-sized.
     */
    private double[] contactFrame = new double[0];
    /** Rows not in a point-form contact: joints, motors, limits, contacts given by raw Jacobians. */
    private int genericCount;
    private int[] genericRow = new int[0];
    /** Per block b (and b = blockCount): point-form contacts and generic rows among the blocks before b (the split product's ranges). */
    private int[] contactsBefore = new int[1], genericBefore = new int[1];

    // ---- body -> contacts adjacency: per entry the first row and 12 floats (signed n, t1, t2 and the lever arm) ----
    private int[] cAdjStart = new int[1];
    private int[] cAdjRow = new int[0];
    private double[] cAdjRec = new double[0];
    private int cAdjCount;

    // ---- body -> generic rows adjacency ----
    private int[] adjStart = new int[1];
    private int[] adjRow = new int[0];
    /** Where each entry's Jacobian half starts in {@code jac}; read by the build only. */
    private int[] adjJacOffset = new int[0];
    private double[] adjJac = new double[0];
    private int adjCount;

    // parallel-loop bodies, allocated once; they read the operands from these fields
    private double[] opX, opOut;
    private final WorkerPool.RangeTask gatherTask = (c, s, e) -> gatherBodies(opX, s, e);
    /** The bodies' islands and the islands a masked gather skips ({@link #gather(double[], WorkerPool, int[], boolean[])}). */
    private int[] opBodyIsland;
    private boolean[] opStopped;
    private final WorkerPool.RangeTask maskedGatherTask = (c, s, e) -> gatherIterating(opX, s, e);
    private final WorkerPool.RangeTask rowTask = (c, s, e) -> rowProducts(opX, opOut, s, e);
    private final WorkerPool.RangeTask contactTask = (c, s, e) -> contactProducts(opX, opOut, s, e);
    private final WorkerPool.RangeTask adjTask = (c, s, e) -> fillAdjacentJacobians(s, e);
    private final WorkerPool.RangeTask countTask = this::countBlocks, classifyTask = this::fillBlocks;
    private final WorkerPool.RangeTask entryTask = (c, s, e) -> fillContactEntries(s, e);

    // the build's chunked passes: per block whether it is a point-form contact; per chunk its
    // counts (then its first contact and generic row) and whether a contact has compliance; per
    // contact the adjacency entries of its A and B sides (-1 for a static side)
    private boolean[] pointForm = new boolean[0];
    private int[] chunkContacts = new int[0], chunkGeneric = new int[0];
    private boolean[] chunkCompliance = new boolean[0];
    private int[] sideEntry = new int[0];

    SchurProduct(NscDescriptor descriptor) {
        this.descriptor = descriptor;
    }

    /** The layout for the descriptor's rows as they are now, the Jacobian copy on the descriptor's pool; the slots (static sentinel) are filled. */
    void build() {
        classifyRows();
        buildContactAdjacency(descriptor.bodyCount);
        buildGenericAdjacency(descriptor.bodyCount);
        if (adjCount > 0) descriptor.run(descriptor.bodyCount, DESCRIPTOR_BODY_CHUNK, adjTask);
    }

    /**
     * Whether the layout's passes stay on the caller's thread: no pool, a pool of one, or rows too
     * few to pay for waking it ({@link PoolThresholds#ROW_PASS_SERIAL_ROWS}).
     */
    private boolean serialBuild() {
        return !WorkerPool.shares(descriptor.pool(), descriptor.rowCount, ROW_PASS_SERIAL_ROWS);
    }

    /** out = N x: pass 1, then pass 2 over the contacts and the generic rows, each on the descriptor's pool. */
    void multiply(double[] x, double[] out) {
        opX = x;
        opOut = out;
        descriptor.run(descriptor.bodyCount, DESCRIPTOR_BODY_CHUNK, gatherTask);
        descriptor.run(contactCount, PRODUCT_CONTACT_CHUNK, contactTask);
        descriptor.run(genericCount, DESCRIPTOR_ROW_CHUNK, rowTask);
        opX = opOut = null;
    }

    /** Pass 1 alone, the descriptor's dv = M^-1 D x, on the descriptor's pool. */
    void gather(double[] x) {
        opX = x;
        descriptor.run(descriptor.bodyCount, DESCRIPTOR_BODY_CHUNK, gatherTask);
        opX = null;
    }

    /** Pass 1 alone on {@code pool}, or on the caller's thread when null: the split product's first half. */
    void gather(double[] x, WorkerPool pool) {
        if (pool == null) {
            gatherBodies(x, 0, descriptor.bodyCount);
            return;
        }
        opX = x;
        pool.forEachChunk(descriptor.bodyCount, PRODUCT_BODY_CHUNK, gatherTask);
        opX = null;
    }

    /**
     * Pass 1 for the bodies whose island (bodyIsland, -1: none) is not stopped: the others' dv is
     * left as it was, for a solve that no longer reads their rows. On {@code pool}, or on the
     * caller's thread when null.
     */
    void gather(double[] x, WorkerPool pool, int[] bodyIsland, boolean[] stopped) {
        opX = x;
        opBodyIsland = bodyIsland;
        opStopped = stopped;
        if (pool == null) gatherIterating(x, 0, descriptor.bodyCount);
        else pool.forEachChunk(descriptor.bodyCount, PRODUCT_BODY_CHUNK, maskedGatherTask);
        opX = null;
        opBodyIsland = null;
        opStopped = null;
    }

    /** {@link #gatherBodies} over the runs of bodies in [startBody, endBody) whose island still iterates. */
    private void gatherIterating(double[] x, int startBody, int endBody) {
        final int[] island = opBodyIsland;
        final boolean[] stopped = opStopped;
        for (int b = startBody; b < endBody; ) {
            while (b < endBody && island[b] >= 0 && stopped[island[b]]) b++;
            int e = b;
            while (e < endBody && !(island[e] >= 0 && stopped[island[e]])) e++;
            if (e > b) gatherBodies(x, b, e);
            b = e;
        }
    }

    /**
     * Splits the rows into point-form contacts and generic rows, in two passes over chunks of
     * blocks: the first finds each block's kind and counts them per chunk, the chunks' counts then
     * give each chunk its first contact and generic row, and the second fills them in, in block
     * order as one pass would.
     */
    private void classifyRows() {
        final ConeSet cones = descriptor.cones;
        int rowCount = descriptor.rowCount;
        int blocks = cones.blockCount();
        if (contactRow.length < blocks) {
            int m = NscDescriptor.grow(contactRow.length, blocks);
            contactRow = new int[m];
            contactSlotA = new int[m];
            contactSlotB = new int[m];
            contactFrame = new double[15 * m];
            pointForm = new boolean[m];
            sideEntry = new int[2 * m];
        }
        if (genericRow.length < rowCount) genericRow = new int[NscDescriptor.grow(genericRow.length, rowCount)];
        if (contactsBefore.length < blocks + 1) {
            int m = NscDescriptor.grow(contactsBefore.length, blocks + 1);
            contactsBefore = new int[m];
            genericBefore = new int[m];
        }
        int chunks = WorkerPool.chunkCount(blocks, BUILD_BLOCK_CHUNK);
        if (chunkContacts.length < chunks) {
            int m = NscDescriptor.grow(chunkContacts.length, chunks);
            chunkContacts = new int[m];
            chunkGeneric = new int[m];
            chunkCompliance = new boolean[m];
        }
        contactCount = 0;
        genericCount = 0;
        WorkerPool pool = descriptor.pool();
        if (serialBuild()) {
            // one thread: each chunk filled right after it is counted, while its blocks are in cache
            for (int c = 0, s = 0; c < chunks; c++, s += BUILD_BLOCK_CHUNK) {
                int e = Math.min(blocks, s + BUILD_BLOCK_CHUNK);
                countBlocks(c, s, e);
                firstOfChunk(c);
                fillBlocks(c, s, e);
            }
        } else {
            pool.forEachChunk(blocks, BUILD_BLOCK_CHUNK, countTask);
            for (int c = 0; c < chunks; c++) firstOfChunk(c);
            pool.forEachChunk(blocks, BUILD_BLOCK_CHUNK, classifyTask);
        }
        contactCompliance = false;
        for (int c = 0; c < chunks; c++) contactCompliance |= chunkCompliance[c];
        contactsBefore[blocks] = contactCount;
        genericBefore[blocks] = genericCount;
    }

    /** Chunk c's counts become its first contact and generic row, after those of the chunks before it. */
    private void firstOfChunk(int c) {
        int nc = chunkContacts[c], ng = chunkGeneric[c];
        chunkContacts[c] = contactCount;
        chunkGeneric[c] = genericCount;
        contactCount += nc;
        genericCount += ng;
    }

    /** The first pass over blocks [startBlock, endBlock) of chunk {@code chunk}: which are point-form contacts, and how many of each kind. */
    private void countBlocks(int chunk, int startBlock, int endBlock) {
        final ConeSet cones = descriptor.cones;
        final LinearRows linear = descriptor.linear;
        int contacts = 0, generic = 0;
        for (int b = startBlock; b < endBlock; b++) {
            boolean point = cones.blockKind(b) == ConeSet.CONE && linear.isPointForm(cones.blockStart(b));
            pointForm[b] = point;
            if (point) contacts++;
            else generic += cones.blockSize(b);
        }
        chunkContacts[chunk] = contacts;
        chunkGeneric[chunk] = generic;
    }

    /** The second pass over blocks [startBlock, endBlock): their contacts and generic rows, from the chunk's first of each. */
    private void fillBlocks(int chunk, int startBlock, int endBlock) {
        final ConeSet cones = descriptor.cones;
        final int[] slotA = descriptor.slotA, slotB = descriptor.slotB;
        final double[] cfm = descriptor.cfm;
        final float[] lever = descriptor.linear.lever;
        int c = chunkContacts[chunk], g = chunkGeneric[chunk];
        boolean compliance = false;
        for (int b = startBlock; b < endBlock; b++) {
            contactsBefore[b] = c;
            genericBefore[b] = g;
            int i = cones.blockStart(b);
            if (pointForm[b]) {
                contactRow[c] = i;
                if (cfm[i] != 0 || cfm[i + 1] != 0 || cfm[i + 2] != 0) compliance = true;
                contactSlotA[c] = slotA[i];
                contactSlotB[c] = slotB[i];
                int f = 15 * c;
                for (int k = 0; k < 3; k++)
                    for (int m = 0; m < 3; m++) contactFrame[f + 3 * k + m] = lever[9 * (i + k) + m];
                for (int m = 0; m < 6; m++) contactFrame[f + 9 + m] = lever[9 * i + 3 + m];
                c++;
            } else {
                for (int k = 0, size = cones.blockSize(b); k < size; k++) genericRow[g++] = i + k;
            }
        }
        chunkCompliance[chunk] = compliance;
    }

    private void buildContactAdjacency(int nb) {
        final int[] bodyA = descriptor.bodyA, bodyB = descriptor.bodyB;
        cAdjStart = countSides(cAdjStart, nb, contactRow, contactCount);
        cAdjCount = cAdjStart[nb + 1];
        if (cAdjRow.length < cAdjCount) {
            int m = NscDescriptor.grow(cAdjRow.length, cAdjCount);
            cAdjRow = new int[m];
            cAdjRec = new double[12 * m];
        }
        if (serialBuild()) {
            for (int c = 0; c < contactCount; c++) {
                int i = contactRow[c];
                if (bodyA[i] >= 0) contactEntry(cAdjStart[bodyA[i] + 1]++, c, 1.0, 9);
                if (bodyB[i] >= 0) contactEntry(cAdjStart[bodyB[i] + 1]++, c, -1.0, 12);
            }
            return;
        }
        // the counting sort's places here, the records they take (the bulk of the bytes) on the pool
        final int[] entry = sideEntry;
        for (int c = 0; c < contactCount; c++) {
            int i = contactRow[c];
            entry[2 * c] = bodyA[i] >= 0 ? cAdjStart[bodyA[i] + 1]++ : -1;
            entry[2 * c + 1] = bodyB[i] >= 0 ? cAdjStart[bodyB[i] + 1]++ : -1;
        }
        descriptor.pool().forEachChunk(contactCount, BUILD_BLOCK_CHUNK, entryTask);
    }

    /** The adjacency records of contacts [start, end), at the places the counting sort gave their sides. */
    private void fillContactEntries(int start, int end) {
        final int[] entry = sideEntry;
        for (int c = start; c < end; c++) {
            if (entry[2 * c] >= 0) contactEntry(entry[2 * c], c, 1.0, 9);
            if (entry[2 * c + 1] >= 0) contactEntry(entry[2 * c + 1], c, -1.0, 12);
        }
    }

    /** Entry e: the body's side of contact c, directions signed (B is pushed the other way) and its lever arm. */
    private void contactEntry(int e, int c, double sign, int leverOffset) {
        cAdjRow[e] = contactRow[c];
        int f = 15 * c, q = 12 * e;
        for (int k = 0; k < 9; k++) cAdjRec[q + k] = sign * contactFrame[f + k];
        System.arraycopy(contactFrame, f + leverOffset, cAdjRec, q + 9, 3);
    }

    private void buildGenericAdjacency(int nb) {
        final int[] bodyA = descriptor.bodyA, bodyB = descriptor.bodyB;
        adjStart = countSides(adjStart, nb, genericRow, genericCount);
        adjCount = adjStart[nb + 1];
        if (adjRow.length < adjCount) {
            int m = NscDescriptor.grow(adjRow.length, adjCount);
            adjRow = new int[m];
            adjJacOffset = new int[m];
            adjJac = new double[6 * m];
        }
        for (int g = 0; g < genericCount; g++) {
            int i = genericRow[g];
            // the Jacobian half each entry needs: A's at 12 i, B's at 12 i + 6
            if (bodyA[i] >= 0) {
                int e = adjStart[bodyA[i] + 1]++;
                adjRow[e] = i;
                adjJacOffset[e] = 12 * i;
            }
            if (bodyB[i] >= 0) {
                int e = adjStart[bodyB[i] + 1]++;
                adjRow[e] = i;
                adjJacOffset[e] = 12 * i + 6;
            }
        }
    }

    /**
     * The counting sort's first half for {@code rows[0..n)}, one entry per non-static side: returns
     * {@code start} (grown when short) with {@code start[b + 1]} the first entry of body b and
     * {@code start[nb + 1]} the entry count; the fill then advances {@code start[b + 1]} to body
     * b's end, which leaves {@code start[b]..start[b + 1]} as body b's range.
     */
    private int[] countSides(int[] start, int nb, int[] rows, int n) {
        final int[] bodyA = descriptor.bodyA, bodyB = descriptor.bodyB;
        if (start.length < nb + 2) start = new int[NscDescriptor.grow(start.length, nb + 2)];
        Arrays.fill(start, 0, nb + 2, 0);
        for (int k = 0; k < n; k++) {
            int i = rows[k];
            if (bodyA[i] >= 0) start[bodyA[i] + 2]++;
            if (bodyB[i] >= 0) start[bodyB[i] + 2]++;
        }
        for (int b = 0; b < nb; b++) start[b + 2] += start[b + 1];
        return start;
    }

    /** Copies each body's Jacobian halves into adjacency order, so pass 1 streams them. */
    private void fillAdjacentJacobians(int startBody, int endBody) {
        final double[] jac = descriptor.jac;
        for (int b = startBody; b < endBody; b++) {
            for (int e = adjStart[b], end = adjStart[b + 1]; e < end; e++)
                System.arraycopy(jac, adjJacOffset[e], adjJac, 6 * e, 6);
        }
    }

    /** The split product's second half: pass 2 over the contacts and generic rows of blocks [startBlock, endBlock). */
    void productRows(double[] x, double[] out, int startBlock, int endBlock) {
        contactProducts(x, out, contactsBefore[startBlock], contactsBefore[endBlock]);
        rowProducts(x, out, genericBefore[startBlock], genericBefore[endBlock]);
    }

    /**
     * Pass 1: dv_b = M_b^-1 p_b with p_b = sum of J_b^T x over body b's rows. For a contact the
     * body's share is the impulse P = n x_n + t1 x_t1 + t2 x_t2 (signed for body B) and its
     * moment r x P. Applying M^-1 once per body, instead of storing Eq = M^-1 J^T per row, streams
     * the same bytes and keeps the product exact in double against the dense D^T M^-1 D.
     */
    private void gatherBodies(double[] x, int startBody, int endBody) {
        final int[] start = adjStart, rows = adjRow, cStart = cAdjStart, cRows = cAdjRow;
        final double[] jb = adjJac, rec = cAdjRec;
        final double[] d = descriptor.dv, im = descriptor.invMass, ii = descriptor.invInertia;
        for (int b = startBody; b < endBody; b++) {
            double p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0;
            for (int e = cStart[b], end = cStart[b + 1]; e < end; e++) {
                int i = cRows[e], q = 12 * e;
                double xn = x[i], x1 = x[i + 1], x2 = x[i + 2];
                double px = rec[q] * xn + rec[q + 3] * x1 + rec[q + 6] * x2;
                double py = rec[q + 1] * xn + rec[q + 4] * x1 + rec[q + 7] * x2;
                double pz = rec[q + 2] * xn + rec[q + 5] * x1 + rec[q + 8] * x2;
                double rx = rec[q + 9], ry = rec[q + 10], rz = rec[q + 11];
                p0 += px;
                p1 += py;
                p2 += pz;
                p3 += ry * pz - rz * py;
                p4 += rz * px - rx * pz;
                p5 += rx * py - ry * px;
            }
            for (int e = start[b], end = start[b + 1]; e < end; e++) {
                double xi = x[rows[e]];
                int q = 6 * e;
                p0 += jb[q] * xi;
                p1 += jb[q + 1] * xi;
                p2 += jb[q + 2] * xi;
                p3 += jb[q + 3] * xi;
                p4 += jb[q + 4] * xi;
                p5 += jb[q + 5] * xi;
            }
            int p = 6 * b, k = 9 * b;
            double m = im[b];
            d[p] = m * p0;
            d[p + 1] = m * p1;
            d[p + 2] = m * p2;
            d[p + 3] = ii[k] * p3 + ii[k + 1] * p4 + ii[k + 2] * p5;
            d[p + 4] = ii[k + 3] * p3 + ii[k + 4] * p4 + ii[k + 5] * p5;
            d[p + 5] = ii[k + 6] * p3 + ii[k + 7] * p4 + ii[k + 8] * p5;
        }
    }

    /** Pass 2 for point-form contacts: u = (v_A + w_A x r_A) - (v_B + w_B x r_B); rows n.u, t1.u, t2.u. */
    void contactProducts(double[] x, double[] out, int start, int end) {
        final double[] f = contactFrame, d = descriptor.dv, c = descriptor.cfm;
        final boolean soft = contactCompliance; // rigid contacts skip six loads and six flops per contact
        final int[] rows = contactRow, sa = contactSlotA, sb = contactSlotB;
        for (int k = start; k < end; k++) {
            int p = 6 * sa[k], q = 6 * sb[k], o = 15 * k;
            double rax = f[o + 9], ray = f[o + 10], raz = f[o + 11];
            double rbx = f[o + 12], rby = f[o + 13], rbz = f[o + 14];
            double wax = d[p + 3], way = d[p + 4], waz = d[p + 5];
            double wbx = d[q + 3], wby = d[q + 4], wbz = d[q + 5];
            double ux = (d[p] + (way * raz - waz * ray)) - (d[q] + (wby * rbz - wbz * rby));
            double uy = (d[p + 1] + (waz * rax - wax * raz)) - (d[q + 1] + (wbz * rbx - wbx * rbz));
            double uz = (d[p + 2] + (wax * ray - way * rax)) - (d[q + 2] + (wbx * rby - wby * rbx));
            int i = rows[k];
            double n0 = f[o] * ux + f[o + 1] * uy + f[o + 2] * uz;
            double n1 = f[o + 3] * ux + f[o + 4] * uy + f[o + 5] * uz;
            double n2 = f[o + 6] * ux + f[o + 7] * uy + f[o + 8] * uz;
            if (soft) {
                n0 += c[i] * x[i];
                n1 += c[i + 1] * x[i + 1];
                n2 += c[i + 2] * x[i + 2];
            }
            out[i] = n0;
            out[i + 1] = n1;
            out[i + 2] = n2;
        }
    }

    /** Pass 2 for generic rows: (N x)_i = J_A . dv_A + J_B . dv_B + cfm_i x_i. */
    void rowProducts(double[] x, double[] out, int start, int end) {
        final double[] j = descriptor.jac, d = descriptor.dv, c = descriptor.cfm;
        final int[] sa = descriptor.slotA, sb = descriptor.slotB, rows = genericRow;
        for (int g = start; g < end; g++) {
            int i = rows[g];
            int o = 12 * i, p = 6 * sa[i], q = 6 * sb[i];
            double sA = (j[o] * d[p] + j[o + 1] * d[p + 1] + j[o + 2] * d[p + 2])
                    + (j[o + 3] * d[p + 3] + j[o + 4] * d[p + 4] + j[o + 5] * d[p + 5]);
            double sB = (j[o + 6] * d[q] + j[o + 7] * d[q + 1] + j[o + 8] * d[q + 2])
                    + (j[o + 9] * d[q + 3] + j[o + 10] * d[q + 4] + j[o + 11] * d[q + 5]);
            out[i] = (sA + sB) + c[i] * x[i];
        }
    }

    /** Contacts taking the point-form path. */
    int contactCount() {
        return contactCount;
    }

    /**
     * Bytes one product moves, counting every array element it reads or writes once: the model to
     * hold measured time against bandwidth (gathers that hit cache count as if streamed).
     */
    long bytesPerProduct() {
        long perContactEntry = 12 * 8 + 4 + 3 * 8;      // record, first row, x of its three rows
        long perGenericEntry = 6 * 8 + 4 + 8;           // Jacobian half, row, x
        long perBody = 2 * 4 + 2 * 4 + 8 + 72 + 48 + 2 * 48; // both starts, M^-1, dv written, dv read twice (A and B sides)
        long perContact = 15 * 8 + 2 * 4 + 4 + 3 * (8 + 8 + 8); // frame, slots, row, then cfm, x, out per row
        long perGenericRow = 4 + 12 * 8 + 2 * 4 + 8 + 8 + 8 + 2 * 48; // row, Jacobian, slots, cfm, x, out, dv A and B
        return cAdjCount * perContactEntry + adjCount * perGenericEntry + (long) descriptor.bodyCount * perBody
                + (long) contactCount * perContact + (long) genericCount * perGenericRow;
    }
}
