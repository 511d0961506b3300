package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;
import com.badlogic.gdx.physics.bullet.collision.btBroadphaseProxy;
import com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionWorld;
import com.badlogic.gdx.physics.bullet.collision.btDbvtBroadphase;
import com.badlogic.gdx.physics.bullet.collision.btDefaultCollisionConfiguration;
import com.badlogic.gdx.utils.Disposable;
import java.util.Arrays;

/**
 * The Bullet bridge: one btCollisionWorld (btDbvtBroadphase, btCollisionDispatcher,
 * btDefaultCollisionConfiguration) used for broad and narrow phase only. Each body owns one
 * btCollisionObject whose user index is the body's dense index in the world; the bridge keeps the
 * objects in the same dense order, so a swap-remove in the world is mirrored here.
 *
 * <p>Per step: {@link #setTransform} for each moving body, {@link #detect}, {@link #read} into a
 * {@link ContactBuffer}, and after the solve {@link #writeImpulses}. None of these allocate.
 *
 * <p>Reader choice: when allowed and the {@link NativeLayout} probe succeeded, the direct reader
 * is a candidate; on the first step with contacts both readers read the frame and must agree bit
 * for bit, else the bridge logs one line and stays on the JNI reader for good. Transforms are
 * written directly under the same rule.
 *
 * <p>Threading: every method here calls gdx-bullet, so the world's thread only.
 */
public final class BulletCollision implements Disposable {

    private static final System.Logger LOG = System.getLogger("io.github.gdxnsc.collision");
    private static final int DISABLE_DEACTIVATION = 4;

    private final btDefaultCollisionConfiguration config;
    private final btCollisionDispatcher dispatcher;
    private final btDbvtBroadphase broadphase;
    private final btCollisionWorld world;
    private final long dispatcherAddress;

    private btCollisionObject[] objects = new btCollisionObject[16];
    private long[] objectAddress = new long[16];
    private int count;

    private final JniContactReader jniReader = new JniContactReader();
    private final NativeLayout layout;
    private DirectContactReader directReader;
    /** Reader in use. */
    private ContactReader reader;
    private boolean verified;
    private boolean failVerificationForTest;
    private String fallbackReason;
    private ContactBuffer verifyBuffer;

    private final Matrix4 m4 = new Matrix4();
    private boolean disposed;

    /** @param allowDirect false forces the JNI reader (NscConfig.directContactReader) */
    public BulletCollision(boolean allowDirect) {
        config = new btDefaultCollisionConfiguration();
        dispatcher = new btCollisionDispatcher(config);
        broadphase = new btDbvtBroadphase();
        world = new btCollisionWorld(dispatcher, broadphase, config);
        dispatcherAddress = btCollisionDispatcher.getCPtr(dispatcher);
        layout = allowDirect ? NativeLayout.probe() : null;
        if (layout != null && layout.ok()) {
            directReader = new DirectContactReader(layout);
            reader = directReader;
        } else {
            reader = jniReader;
            if (layout != null) fallBack(layout.failure());
        }
    }

    /** The layout probe's result, or null when the direct reader was not allowed. */
    public NativeLayout layout() {
        return layout;
    }

    /** Reader in use: direct until a verification fails or when not allowed. */
    public boolean isDirect() {
        return reader.isDirect();
    }

    /** Why the direct reader is not used (null while it is, or was never allowed). */
    public String fallbackReason() {
        return fallbackReason;
    }

    /** Forces the JNI reader from now on (the config switch turned off at run time). */
    public void forceJni() {
        if (reader != jniReader) {
            reader = jniReader;
            fallbackReason = "disabled by config";
        }
    }

    /** Test hook: the next live-frame verification compares against a corrupted copy and fails. */
    public void failNextVerificationForTest() {
        failVerificationForTest = true;
        verified = false;
    }

    public int objectCount() {
        return count;
    }

    /** The collision object of body {@code index} (for tests and debug drawing). */
    public btCollisionObject object(int index) {
        return objects[index];
    }

    public long dispatcherAddress() {
        return dispatcherAddress;
    }

    /**
     * Adds a collision object for body {@code index}, which must equal {@link #objectCount()}
     * (bodies are dense). Static objects never collide with each other: they sit in Bullet's
     * static filter group, so static pairs never even reach the dispatcher.
     */
    public void add(int index, btCollisionShape shape, boolean isStatic, float friction, float restitution) {
        if (index != count) throw new IllegalStateException("bodies must be added densely: " + index + " != " + count);
        if (count == objects.length) {
            objects = Arrays.copyOf(objects, count * 2);
            objectAddress = Arrays.copyOf(objectAddress, count * 2);
        }
        btCollisionObject o = new btCollisionObject();
        o.setCollisionShape(shape);
        o.setUserIndex(index);
        o.setFriction(friction);
        o.setRestitution(restitution);
        if (isStatic) {
            o.setCollisionFlags(o.getCollisionFlags() | btCollisionObject.CollisionFlags.CF_STATIC_OBJECT);
            world.addCollisionObject(o, btBroadphaseProxy.CollisionFilterGroups.StaticFilter,
                    btBroadphaseProxy.CollisionFilterGroups.AllFilter ^ btBroadphaseProxy.CollisionFilterGroups.StaticFilter);
        } else {
            // no dynamics world deactivates anything, but say so: every dynamic object is tested every step
            o.setActivationState(DISABLE_DEACTIVATION);
            world.addCollisionObject(o, btBroadphaseProxy.CollisionFilterGroups.DefaultFilter,
                    btBroadphaseProxy.CollisionFilterGroups.AllFilter);
        }
        objects[count] = o;
        objectAddress[count] = btCollisionObject.getCPtr(o);
        count++;
    }

    /**
     * Removes and disposes body {@code index}'s object; the last object moves into its slot and gets
     * {@code index} as its user index (mirroring the world's swap-remove). Bullet frees the removed
     * object's manifolds.
     */
    public void remove(int index) {
        btCollisionObject o = objects[index];
        world.removeCollisionObject(o);
        o.dispose();
        int last = count - 1;
        if (index != last) {
            objects[index] = objects[last];
            objectAddress[index] = objectAddress[last];
            objects[index].setUserIndex(index);
        }
        objects[last] = null;
        objectAddress[last] = 0;
        count--;
    }

    /**
     * Whether bodies a and b may collide: jointed bodies usually overlap at the joint and must not.
     * Bullet then skips the pair in the dispatcher (btCollisionObject::setIgnoreCollisionCheck), so
     * no manifold is ever made. Must be reset before either object is removed.
     */
    public void setIgnorePair(int a, int b, boolean ignore) {
        objects[a].setIgnoreCollisionCheck(objects[b], ignore);
        objects[b].setIgnoreCollisionCheck(objects[a], ignore);
    }

    public void setMaterial(int index, float friction, float restitution) {
        objects[index].setFriction(friction);
        objects[index].setRestitution(restitution);
    }

    /** Sets the world transform of body {@code index} from a position and a unit quaternion (x, y, z, w). */
    public void setTransform(int index, double px, double py, double pz, double qx, double qy, double qz, double qw) {
        float[] m = m4.val;
        double xx = qx * qx, yy = qy * qy, zz = qz * qz, xy = qx * qy, xz = qx * qz, yz = qy * qz;
        double wx = qw * qx, wy = qw * qy, wz = qw * qz;
        m[Matrix4.M00] = (float) (1 - 2 * (yy + zz));
        m[Matrix4.M01] = (float) (2 * (xy - wz));
        m[Matrix4.M02] = (float) (2 * (xz + wy));
        m[Matrix4.M10] = (float) (2 * (xy + wz));
        m[Matrix4.M11] = (float) (1 - 2 * (xx + zz));
        m[Matrix4.M12] = (float) (2 * (yz - wx));
        m[Matrix4.M20] = (float) (2 * (xz - wy));
        m[Matrix4.M21] = (float) (2 * (yz + wx));
        m[Matrix4.M22] = (float) (1 - 2 * (xx + yy));
        m[Matrix4.M03] = (float) px;
        m[Matrix4.M13] = (float) py;
        m[Matrix4.M23] = (float) pz;
        m[Matrix4.M30] = 0;
        m[Matrix4.M31] = 0;
        m[Matrix4.M32] = 0;
        m[Matrix4.M33] = 1;
        if (reader == directReader) layout.putTransform(objectAddress[index], m);
        else CollisionJNI.btCollisionObject_setWorldTransform(objectAddress[index], null, m4);
    }

    /** Broad and narrow phase: Bullet refreshes, adds and drops manifold points. */
    public void detect() {
        world.performDiscreteCollisionDetection();
    }

    /** Reads this step's contacts into {@code out}; verifies the direct reader on its first live frame. */
    public void read(ContactBuffer out) {
        reader.read(dispatcherAddress, out);
        if (reader == directReader && !verified && out.count() > 0) verify(out);
    }

    /** Reads with the JNI reader regardless of the choice (tests, benchmarks). */
    public void readJni(ContactBuffer out) {
        jniReader.read(dispatcherAddress, out);
    }

    /** Reads with the direct reader regardless of verification; false when it is not available. */
    public boolean readDirect(ContactBuffer out) {
        if (directReader == null) return false;
        directReader.read(dispatcherAddress, out);
        return true;
    }

    private void verify(ContactBuffer direct) {
        if (verifyBuffer == null) verifyBuffer = new ContactBuffer();
        jniReader.read(dispatcherAddress, verifyBuffer);
        if (failVerificationForTest) {
            failVerificationForTest = false;
            verifyBuffer.distance[0] = Math.nextUp(verifyBuffer.distance[0]);
        }
        String[] why = new String[1];
        if (DirectContactReader.sameContacts(direct, verifyBuffer, why)) {
            verified = true;
            return;
        }
        fallBack("direct read differs from JNI read on a live frame (" + why[0] + ")");
        reader = jniReader;
        jniReader.read(dispatcherAddress, direct);
    }

    private void fallBack(String why) {
        fallbackReason = why;
        LOG.log(System.Logger.Level.WARNING, "gdx-nsc: direct contact reader disabled, using the JNI reader: " + why);
    }

    /** Stores the buffer's impulses on their Bullet points for next step's warm start. */
    public void writeImpulses(ContactBuffer buf) {
        reader.writeImpulses(buf);
    }

    public boolean isDisposed() {
        return disposed;
    }

    /** Removes and disposes every object, then the world, broadphase, dispatcher and configuration. */
    @Override
    public void dispose() {
        if (disposed) return;
        disposed = true;
        for (int i = count - 1; i >= 0; i--) {
            world.removeCollisionObject(objects[i]);
            objects[i].dispose();
            objects[i] = null;
        }
        count = 0;
        world.dispose();
        broadphase.dispose();
        dispatcher.dispose();
        config.dispose();
    }
}
