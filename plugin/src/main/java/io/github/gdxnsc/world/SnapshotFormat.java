package io.github.gdxnsc.world;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.zip.CRC32;

/**
 * A {@link WorldSnapshot} as bytes: a header (magic, format version, payload length, CRC-32 of the
 * payload) and the payload, big-endian. Reading checks each of them and every count against the
 * bytes that are there, so a truncated, corrupted or foreign file is refused with one message
 * instead of a half-read snapshot; whether the snapshot fits a world is checked at restore.
 */
final class SnapshotFormat {
    static final int MAGIC = 0x4E53_4353; // "NSCS"
    static final int VERSION = 3;
    /** Larger payloads are refused before anything is allocated for them. */
    private static final int MAX_PAYLOAD = 1 << 30;

    private SnapshotFormat() {
    }

    static void write(WorldSnapshot s, OutputStream out) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(bytes);
        int n = s.bodyCount;
        d.writeInt(n);
        ints(d, s.ids, n);
        doubles(d, s.pos, 3 * n);
        doubles(d, s.rot, 4 * n);
        doubles(d, s.vel, 6 * n);
        doubles(d, s.force, 3 * n);
        doubles(d, s.torque, 3 * n);
        doubles(d, s.prevPos, 3 * n);
        doubles(d, s.prevRot, 4 * n);
        doubles(d, s.target, 7 * n);
        for (int i = 0; i < n; i++) d.writeByte((s.hasTarget[i] ? 1 : 0) | (s.awake[i] ? 2 : 0));
        for (int i = 0; i < n; i++) d.writeFloat(s.sleepTime[i]);
        ints(d, s.sleepRecords, n);
        ints(d, s.shapeType, n);
        for (int i = 0; i < 6 * n; i++) d.writeFloat(s.shapeBounds[i]);
        d.writeDouble(s.accumulator);
        d.writeLong(s.stepIndex);
        d.writeDouble(s.solverState);
        d.writeBoolean(s.solverPreconditioned);
        d.writeInt(s.reserveBanked);
        d.writeInt(s.jointCount);
        ints(d, s.jointSlots, s.jointCount);
        int slots = 0;
        for (int j = 0; j < s.jointCount; j++) slots += s.jointSlots[j];
        doubles(d, s.jointImpulses, slots);
        d.writeInt(s.touchingCount);
        for (int k = 0; k < s.touchingCount; k++) d.writeLong(s.touching[k]);
        int c = s.contacts.count;
        d.writeInt(c);
        for (int k = 0; k < c; k++) d.writeLong(s.contacts.pair[k]);
        doubles(d, s.contacts.local, 3 * c);
        for (int k = 0; k < 3 * c; k++) d.writeFloat(s.contacts.impulse[k]);
        for (int k = 0; k < c; k++) d.writeFloat(s.contacts.recoveryImpulse[k]);
        s.impacts.write(d);
        d.flush();
        CRC32 crc = new CRC32();
        crc.update(bytes.toByteArray());
        DataOutputStream o = new DataOutputStream(out);
        o.writeInt(MAGIC);
        o.writeInt(VERSION);
        o.writeInt(bytes.size());
        o.writeLong(crc.getValue());
        bytes.writeTo(o);
        o.flush();
    }

    static WorldSnapshot read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(in);
        byte[] payload;
        try {
            int magic = d.readInt();
            if (magic != MAGIC) throw new IOException("snapshot: not a gdx-nsc snapshot (magic 0x" + Integer.toHexString(magic) + ")");
            int version = d.readInt();
            if (version != VERSION) throw new IOException("snapshot: format version " + version + ", this version reads " + VERSION);
            int length = d.readInt();
            if (length < 0 || length > MAX_PAYLOAD) throw new IOException("snapshot: corrupted (payload length " + length + ")");
            long crc = d.readLong();
            payload = new byte[length];
            d.readFully(payload);
            CRC32 check = new CRC32();
            check.update(payload);
            if (check.getValue() != crc) throw new IOException("snapshot: corrupted (checksum mismatch)");
        } catch (EOFException e) {
            throw new IOException("snapshot: truncated", e);
        }
        try {
            return parse(ByteBuffer.wrap(payload));
        } catch (BufferUnderflowException e) {
            throw new IOException("snapshot: corrupted (payload shorter than its counts)", e);
        }
    }

    private static WorldSnapshot parse(ByteBuffer b) throws IOException {
        WorldSnapshot s = new WorldSnapshot();
        int n = count(b, "bodies", 8 * 33 + 41);
        s.bodyCount = n;
        s.ids = ints(b, n);
        s.pos = finite(b, 3 * n, "positions");
        s.rot = finite(b, 4 * n, "rotations");
        s.vel = finite(b, 6 * n, "velocities");
        s.force = finite(b, 3 * n, "forces");
        s.torque = finite(b, 3 * n, "torques");
        s.prevPos = finite(b, 3 * n, "previous positions");
        s.prevRot = finite(b, 4 * n, "previous rotations");
        s.target = finite(b, 7 * n, "kinematic targets");
        s.hasTarget = new boolean[n];
        s.awake = new boolean[n];
        for (int i = 0; i < n; i++) {
            byte f = b.get();
            s.hasTarget[i] = (f & 1) != 0;
            s.awake[i] = (f & 2) != 0;
        }
        s.sleepTime = new float[n];
        for (int i = 0; i < n; i++) s.sleepTime[i] = b.getFloat();
        s.sleepRecords = ints(b, n);
        s.shapeType = ints(b, n);
        s.shapeBounds = new float[6 * n];
        for (int i = 0; i < 6 * n; i++) s.shapeBounds[i] = b.getFloat();
        s.accumulator = b.getDouble();
        s.stepIndex = b.getLong();
        s.solverState = b.getDouble();
        s.solverPreconditioned = b.get() != 0;
        s.reserveBanked = b.getInt();
        if (s.reserveBanked < 0) throw new IOException("snapshot: corrupted (iteration reserve " + s.reserveBanked + ")");
        int joints = count(b, "joints", 4);
        s.jointCount = joints;
        s.jointSlots = ints(b, joints);
        long slots = 0;
        for (int j = 0; j < joints; j++) {
            if (s.jointSlots[j] < 0) throw new IOException("snapshot: corrupted (joint " + j + " has " + s.jointSlots[j] + " slots)");
            slots += s.jointSlots[j];
        }
        if (slots * 8 > b.remaining()) throw new IOException("snapshot: corrupted (joint impulses past the end)");
        s.jointImpulses = finite(b, (int) slots, "joint impulses");
        s.touchingCount = count(b, "touching pairs", 8);
        s.touching = new long[s.touchingCount];
        for (int k = 0; k < s.touchingCount; k++) s.touching[k] = b.getLong();
        int c = count(b, "contacts", 8 + 24 + 16);
        s.contacts.resize(c);
        for (int k = 0; k < c; k++) s.contacts.pair[k] = b.getLong();
        for (int k = 0; k < 3 * c; k++) s.contacts.local[k] = b.getDouble();
        for (int k = 0; k < 3 * c; k++) s.contacts.impulse[k] = b.getFloat();
        for (int k = 0; k < c; k++) s.contacts.recoveryImpulse[k] = b.getFloat();
        if (b.remaining() < 8) throw new IOException("snapshot: corrupted (collisions past the end)");
        s.impacts.read(b);
        if (b.hasRemaining()) throw new IOException("snapshot: corrupted (" + b.remaining() + " bytes after the end)");
        return s;
    }

    /** A count, refused when negative or when that many entries of {@code bytesEach} cannot be in what is left. */
    private static int count(ByteBuffer b, String what, int bytesEach) throws IOException {
        int n = b.getInt();
        if (n < 0 || (long) n * bytesEach > b.remaining()) throw new IOException("snapshot: corrupted (" + n + " " + what + ")");
        return n;
    }

    private static double[] finite(ByteBuffer b, int n, String what) throws IOException {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = b.getDouble();
            if (!Double.isFinite(a[i])) throw new IOException("snapshot: corrupted (" + what + " not finite)");
        }
        return a;
    }

    private static int[] ints(ByteBuffer b, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = b.getInt();
        return a;
    }

    private static void ints(DataOutputStream d, int[] a, int n) throws IOException {
        for (int i = 0; i < n; i++) d.writeInt(a[i]);
    }

    private static void doubles(DataOutputStream d, double[] a, int n) throws IOException {
        for (int i = 0; i < n; i++) d.writeDouble(a[i]);
    }
}
