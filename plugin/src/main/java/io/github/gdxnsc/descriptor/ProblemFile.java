package io.github.gdxnsc.descriptor;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One step's problem on disk, so it can be replayed through any solver (Chrono's
 * WriteMatrixBlocks idea): bodies (inverse mass, world inverse inertia, free velocity), rows
 * (bodies, the 12 Jacobian entries, bias, compliance), K (blocks with mu or bounds), and r as
 * written, which {@link #read} checks against the r it recomputes.
 *
 * <p>Format (big-endian, {@link DataOutputStream}): magic "NSCP", version 1, bodyCount, per body
 * 1 + 9 + 6 doubles; blockCount, per block kind byte, mu, lo, hi, bodyA, bodyB and per row of the
 * block: a flag, then either the 9 floats of a linear row (direction, lever arms) or 12 Jacobian
 * doubles; then bias, compliance and r as doubles. A replay is bitwise the same problem.
 */
public final class ProblemFile {

    private static final int MAGIC = 0x4E534350; // "NSCP"
    private static final int VERSION = 1;

    private ProblemFile() {
    }

    /** Writes the prepared descriptor's problem to a file. */
    public static void write(NscDescriptor d, Path path) throws IOException {
        try (OutputStream os = Files.newOutputStream(path)) {
            write(d, os);
        }
    }

    /** Writes the prepared descriptor's problem to a stream (flushed, not closed). */
    public static void write(NscDescriptor d, OutputStream os) throws IOException {
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(os));
        out.writeInt(MAGIC);
        out.writeInt(VERSION);
        int nb = d.bodyCount();
        out.writeInt(nb);
        for (int b = 0; b < nb; b++) {
            out.writeDouble(d.invMass()[b]);
            for (int k = 0; k < 9; k++) out.writeDouble(d.invInertia()[9 * b + k]);
            for (int k = 0; k < 6; k++) out.writeDouble(d.velocity()[6 * b + k]);
        }
        ConeSet k = d.cones();
        out.writeInt(k.blockCount());
        for (int b = 0; b < k.blockCount(); b++) {
            int row = k.blockStart(b);
            out.writeByte(k.blockKind(b));
            out.writeDouble(k.mu(b));
            out.writeDouble(k.lower(row));
            out.writeDouble(k.upper(row));
            out.writeInt(d.bodyA(row));
            out.writeInt(d.bodyB(row));
            for (int i = row; i < row + k.blockSize(b); i++) {
                boolean linear = d.isLinearRow(i);
                out.writeBoolean(linear);
                if (linear) for (int j = 0; j < 9; j++) out.writeFloat((float) d.lever(i, j));
                else for (int j = 0; j < 12; j++) out.writeDouble(d.jacobian(i, j));
                out.writeDouble(d.bias(i));
                out.writeDouble(d.compliance(i));
                out.writeDouble(d.rhs()[i]);
            }
        }
        out.flush();
    }

    /** Reads a problem file, checking its r against the one it recomputes. */
    public static NscDescriptor read(Path path) throws IOException {
        try (InputStream is = Files.newInputStream(path)) {
            return read(is, new NscDescriptor(null));
        }
    }

    /** Reads into {@code d} (reusing its arrays), prepares it and recomputes r. */
    public static NscDescriptor read(InputStream is, NscDescriptor d) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(is));
        if (in.readInt() != MAGIC) throw new IOException("not a gdx-nsc problem file (bad magic)");
        int version = in.readInt();
        if (version != VERSION) throw new IOException("unsupported problem file version " + version);
        int nb = in.readInt();
        if (nb < 0) throw new IOException("bad body count " + nb);
        d.beginStep(nb);
        for (int b = 0; b < nb; b++) {
            d.invMass()[b] = nonNegative(in.readDouble(), "body " + b + " inverse mass");
            for (int k = 0; k < 9; k++)
                d.invInertia()[9 * b + k] = k % 4 == 0 ? nonNegative(in.readDouble(), "body " + b + " inverse inertia (diagonal)")
                        : finite(in.readDouble(), "body " + b + " inverse inertia");
            for (int k = 0; k < 6; k++) d.velocity()[6 * b + k] = finite(in.readDouble(), "body " + b + " velocity");
        }
        int blocks = in.readInt();
        double[] jac = new double[12];
        double[] storedRhs = new double[Math.max(16, 3 * blocks)];
        for (int b = 0; b < blocks; b++) {
            byte kind = in.readByte();
            double mu = in.readDouble(), lo = in.readDouble(), hi = in.readDouble();
            if (kind == ConeSet.CONE) nonNegative(mu, "block " + b + " friction");
            if (kind == ConeSet.BOX && !(lo <= hi)) throw new IOException("block " + b + ": bounds [" + lo + ", " + hi + "] are not an interval");
            int a = in.readInt(), bb = in.readInt();
            int row;
            int size;
            switch (kind) {
                case ConeSet.CONE: row = d.addCone(a, bb, mu); size = 3; break;
                case ConeSet.BOX: row = d.addBox(a, bb, lo, hi); size = 1; break;
                case ConeSet.FREE: row = d.addFree(a, bb); size = 1; break;
                default: throw new IOException("bad block kind " + kind + " in block " + b);
            }
            for (int i = row; i < row + size; i++) {
                if (in.readBoolean()) {
                    for (int j = 0; j < 9; j++) jac[j] = finite(in.readFloat(), "row " + i + " direction or lever arm");
                    d.setLinearRow(i, jac[0], jac[1], jac[2], jac[3], jac[4], jac[5], jac[6], jac[7], jac[8]);
                } else {
                    for (int j = 0; j < 12; j++) jac[j] = finite(in.readDouble(), "row " + i + " Jacobian");
                    d.setJacobian(i, jac, 0);
                }
                d.setBias(i, finite(in.readDouble(), "row " + i + " bias"));
                d.setCompliance(i, nonNegative(in.readDouble(), "row " + i + " compliance"));
                storedRhs[i] = finite(in.readDouble(), "row " + i + " r");
            }
        }
        d.prepare();
        d.computeRhs();
        for (int i = 0; i < d.rowCount(); i++) {
            double r = d.rhs()[i];
            if (Math.abs(r - storedRhs[i]) > 1e-9 * (1 + Math.abs(r)))
                throw new IOException("row " + i + ": stored r " + storedRhs[i] + " differs from recomputed " + r);
        }
        return d;
    }

    /** The largest magnitude a value may have: its square must not overflow a double. */
    private static final double MAX_MAGNITUDE = 1e150;

    private static double finite(double v, String what) throws IOException {
        if (!(Math.abs(v) <= MAX_MAGNITUDE)) throw new IOException(what + " is " + v + ": must be finite and within 1e150 in magnitude");
        return v;
    }

    private static double nonNegative(double v, String what) throws IOException {
        if (!(v >= 0)) throw new IOException(what + " is " + v + ": must be >= 0");
        return finite(v, what);
    }
}
