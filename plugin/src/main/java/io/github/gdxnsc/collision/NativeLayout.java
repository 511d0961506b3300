package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionWorld;
import com.badlogic.gdx.physics.bullet.collision.btDbvtBroadphase;
import com.badlogic.gdx.physics.bullet.collision.btDefaultCollisionConfiguration;
import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * Byte offsets of the Bullet struct fields the direct reader needs, found at run time and never
 * hard-coded: each field is given a sentinel value through its official setter on a scratch
 * object, the struct's bytes are scanned for it (it must appear exactly once), the bytes are
 * restored, and a second round with other values read back at the found offsets confirms the
 * result. Compiler, Bullet build and gdx-bullet version may change the layout; this finds it or
 * reports why not ({@link #failure()}), and the world then uses the JNI reader.
 */
public final class NativeLayout {

    /** sun.misc.Unsafe, or null where it is not available. */
    static final Unsafe U = unsafe();

    // btManifoldPoint
    long mpSize, mpPosA, mpPosB, mpNormal, mpDistance, mpFriction, mpRestitution, mpImpulse, mpLateral1, mpLateral2;
    // btPersistentManifold
    long pmPoints, pmBody0, pmBody1, pmCount;
    // btCollisionObject: user index, and the 12 floats of m_worldTransform (basis row-major, origin)
    long coUserIndex;
    final long[] coTransform = new long[12];

    private String failure;

    private NativeLayout() {
    }

    /** Why probing failed, or null when the layout is usable. */
    public String failure() {
        return failure;
    }

    public boolean ok() {
        return failure == null;
    }

    private static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (Throwable e) {
            return null;
        }
    }

    /** Probes the layout on a scratch collision world (made and disposed here). Never throws. */
    public static NativeLayout probe() {
        NativeLayout l = new NativeLayout();
        if (U == null) {
            l.failure = "sun.misc.Unsafe not available";
            return l;
        }
        btDefaultCollisionConfiguration cfg = null;
        btCollisionDispatcher disp = null;
        btDbvtBroadphase bp = null;
        btCollisionWorld world = null;
        btBoxShape shape = null;
        btCollisionObject o0 = null, o1 = null;
        try {
            cfg = new btDefaultCollisionConfiguration();
            disp = new btCollisionDispatcher(cfg);
            bp = new btDbvtBroadphase();
            world = new btCollisionWorld(disp, bp, cfg);
            shape = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
            Matrix4 m4 = new Matrix4();
            o0 = new btCollisionObject();
            o0.setCollisionShape(shape);
            o0.setWorldTransform(m4.setToTranslation(0, 0, 0));
            o1 = new btCollisionObject();
            o1.setCollisionShape(shape);
            o1.setWorldTransform(m4.setToTranslation(0.1f, 0.9f, 0.05f));
            world.addCollisionObject(o0);
            world.addCollisionObject(o1);
            world.performDiscreteCollisionDetection();
            long d = btCollisionDispatcher.getCPtr(disp);
            if (CollisionJNI.btDispatcher_getNumManifolds(d, null) < 1) throw new IllegalStateException("scratch world made no manifold");
            long m = CollisionJNI.btDispatcher_getManifoldByIndexInternal(d, null, 0);
            if (CollisionJNI.btPersistentManifold_getNumContacts(m, null) < 1) throw new IllegalStateException("scratch manifold has no point");
            l.probeManifold(m);
            l.probeObject(o0);
            l.failure = null;
        } catch (Throwable e) {
            l.failure = "layout probe failed: " + e;
        } finally {
            if (world != null) {
                if (o0 != null) world.removeCollisionObject(o0);
                if (o1 != null) world.removeCollisionObject(o1);
                world.dispose();
            }
            if (o0 != null) o0.dispose();
            if (o1 != null) o1.dispose();
            if (shape != null) shape.dispose();
            if (bp != null) bp.dispose();
            if (disp != null) disp.dispose();
            if (cfg != null) cfg.dispose();
        }
        return l;
    }

    private void probeManifold(long m) {
        long c0 = CollisionJNI.btPersistentManifold_getContactPoint(m, null, 0);
        long c1 = CollisionJNI.btPersistentManifold_getContactPoint(m, null, 1);
        pmPoints = c0 - m;
        mpSize = c1 - c0;
        if (pmPoints < 0 || pmPoints > 256 || mpSize < 64 || mpSize > 1024)
            throw new IllegalStateException("implausible manifold layout: points@" + pmPoints + " size " + mpSize);
        byte[] save = new byte[(int) mpSize];
        for (int i = 0; i < save.length; i++) save[i] = U.getByte(c0 + i);
        try {
            writePointSentinels(c0, 1000);
            mpPosA = vector(c0, 1000);
            mpPosB = vector(c0, 2000);
            mpNormal = vector(c0, 3000);
            mpDistance = unique(c0, mpSize, 4001.5f, "distance");
            mpFriction = unique(c0, mpSize, 5001.5f, "combinedFriction");
            mpRestitution = unique(c0, mpSize, 6001.5f, "combinedRestitution");
            mpImpulse = unique(c0, mpSize, 7001.5f, "appliedImpulse");
            mpLateral1 = unique(c0, mpSize, 8001.5f, "appliedImpulseLateral1");
            mpLateral2 = unique(c0, mpSize, 9001.5f, "appliedImpulseLateral2");
            // second round: other values, read back at the offsets found
            writePointSentinels(c0, 11000);
            check(U.getFloat(c0 + mpPosA + 8) == 11003.25f && U.getFloat(c0 + mpPosB) == 12001.25f
                    && U.getFloat(c0 + mpNormal + 4) == 13002.25f && U.getFloat(c0 + mpDistance) == 14001.5f
                    && U.getFloat(c0 + mpFriction) == 15001.5f && U.getFloat(c0 + mpRestitution) == 16001.5f
                    && U.getFloat(c0 + mpImpulse) == 17001.5f && U.getFloat(c0 + mpLateral1) == 18001.5f
                    && U.getFloat(c0 + mpLateral2) == 19001.5f, "manifold point read-back");
        } finally {
            for (int i = 0; i < save.length; i++) U.putByte(c0 + i, save[i]);
        }
        long scan = pmPoints + 4 * mpSize + 96;
        long b0 = CollisionJNI.btPersistentManifold_getBody0(m, null);
        long b1 = CollisionJNI.btPersistentManifold_getBody1(m, null);
        // scan the whole manifold except its point cache (which holds copies of nothing else)
        long skipFrom = pmPoints, skipTo = pmPoints + 4 * mpSize;
        pmBody0 = uniqueLong(m, scan, b0, "body0", skipFrom, skipTo);
        pmBody1 = uniqueLong(m, scan, b1, "body1", skipFrom, skipTo);
        int n = CollisionJNI.btPersistentManifold_getNumContacts(m, null);
        CollisionJNI.btPersistentManifold_setNumContacts(m, null, 0x3C5A5A3C);
        try {
            pmCount = uniqueInt(m, scan, 0x3C5A5A3C, "cachedPoints", skipFrom, skipTo);
        } finally {
            CollisionJNI.btPersistentManifold_setNumContacts(m, null, n);
        }
        check(U.getInt(m + pmCount) == n, "cachedPoints read-back");
    }

    private static void writePointSentinels(long p, int base) {
        Vector3 v = new Vector3();
        CollisionJNI.btManifoldPoint_setPositionWorldOnA(p, null, v.set(base + 1.25f, base + 2.25f, base + 3.25f));
        CollisionJNI.btManifoldPoint_setPositionWorldOnB(p, null, v.set(base + 1001.25f, base + 1002.25f, base + 1003.25f));
        CollisionJNI.btManifoldPoint_setNormalWorldOnB(p, null, v.set(base + 2001.25f, base + 2002.25f, base + 2003.25f));
        CollisionJNI.btManifoldPoint_setDistance(p, null, base + 3001.5f);
        CollisionJNI.btManifoldPoint_combinedFriction_set(p, null, base + 4001.5f);
        CollisionJNI.btManifoldPoint_combinedRestitution_set(p, null, base + 5001.5f);
        CollisionJNI.btManifoldPoint_appliedImpulse_set(p, null, base + 6001.5f);
        CollisionJNI.btManifoldPoint_appliedImpulseLateral1_set(p, null, base + 7001.5f);
        CollisionJNI.btManifoldPoint_appliedImpulseLateral2_set(p, null, base + 8001.5f);
    }

    /** Offset of a 3-float vector written as (base+1.25, base+2.25, base+3.25) with base = 1000 * k. */
    private long vector(long p, int base) {
        long o = unique(p, mpSize, base + 1.25f, "vector " + base);
        check(U.getFloat(p + o + 4) == base + 2.25f && U.getFloat(p + o + 8) == base + 3.25f, "vector " + base + " contiguous");
        return o;
    }

    private void probeObject(btCollisionObject o) {
        long p = btCollisionObject.getCPtr(o);
        final long len = 448;
        int oldIndex = o.getUserIndex();
        o.setUserIndex(0x7A5A1234);
        coUserIndex = uniqueInt(p, len, 0x7A5A1234, "userIndex", 0, 0);
        o.setUserIndex(0x1234ABCD);
        check(U.getInt(p + coUserIndex) == 0x1234ABCD, "userIndex read-back");
        o.setUserIndex(oldIndex);
        Matrix4 save = new Matrix4();
        o.getWorldTransform(save);
        Matrix4 s = new Matrix4();
        // basis element (r, c) is Matrix4 value M_rc, at val[c * 4 + r]; origin at val[12..14]
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++) s.val[c * 4 + r] = 3000.5f + 10 * r + c;
        s.val[12] = 3100.5f;
        s.val[13] = 3101.5f;
        s.val[14] = 3102.5f;
        o.setWorldTransform(s);
        try {
            for (int r = 0; r < 3; r++)
                for (int c = 0; c < 3; c++) coTransform[3 * r + c] = unique(p, len, 3000.5f + 10 * r + c, "basis");
            for (int i = 0; i < 3; i++) coTransform[9 + i] = unique(p, len, 3100.5f + i, "origin");
            // write through the offsets, read back through the official getter
            Matrix4 t = new Matrix4().setToRotation(0.36f, 0.48f, 0.8f, 37f).trn(4.5f, -2.25f, 1.125f);
            putTransform(p, t.val);
            Matrix4 back = new Matrix4();
            o.getWorldTransform(back);
            for (int i = 0; i < 16; i++) check(back.val[i] == t.val[i], "transform write/read-back at " + i);
        } finally {
            o.setWorldTransform(save);
        }
    }

    /** Writes a libGDX (column-major) matrix's rotation and translation into m_worldTransform. */
    void putTransform(long co, float[] m) {
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++) U.putFloat(co + coTransform[3 * r + c], m[c * 4 + r]);
        U.putFloat(co + coTransform[9], m[12]);
        U.putFloat(co + coTransform[10], m[13]);
        U.putFloat(co + coTransform[11], m[14]);
    }

    private static long unique(long base, long len, float v, String what) {
        long found = -1;
        for (long o = 0; o + 4 <= len; o += 4) {
            if (U.getFloat(base + o) == v) {
                check(found < 0, what + " sentinel found twice");
                found = o;
            }
        }
        check(found >= 0, what + " sentinel not found");
        return found;
    }

    private static long uniqueInt(long base, long len, int v, String what, long skipFrom, long skipTo) {
        long found = -1;
        for (long o = 0; o + 4 <= len; o += 4) {
            if (o >= skipFrom && o < skipTo) continue;
            if (U.getInt(base + o) == v) {
                check(found < 0, what + " sentinel found twice");
                found = o;
            }
        }
        check(found >= 0, what + " sentinel not found");
        return found;
    }

    private static long uniqueLong(long base, long len, long v, String what, long skipFrom, long skipTo) {
        long found = -1;
        for (long o = 0; o + 8 <= len; o += 8) {
            if (o >= skipFrom && o < skipTo) continue;
            if (U.getLong(base + o) == v) {
                check(found < 0, what + " pointer found twice");
                found = o;
            }
        }
        check(found >= 0, what + " pointer not found");
        return found;
    }

    private static void check(boolean ok, String what) {
        if (!ok) throw new IllegalStateException(what);
    }

    @Override
    public String toString() {
        if (failure != null) return "NativeLayout[" + failure + "]";
        return "NativeLayout[btManifoldPoint size " + mpSize + ": posA@" + mpPosA + " posB@" + mpPosB + " normal@" + mpNormal
                + " distance@" + mpDistance + " friction@" + mpFriction + " restitution@" + mpRestitution
                + " impulse@" + mpImpulse + " lat1@" + mpLateral1 + " lat2@" + mpLateral2
                + "; btPersistentManifold points@" + pmPoints + " body0@" + pmBody0 + " body1@" + pmBody1 + " count@" + pmCount
                + "; btCollisionObject userIndex@" + coUserIndex + " basis@" + coTransform[0] + " origin@" + coTransform[9] + "]";
    }
}
