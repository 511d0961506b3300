package io.github.gdxnsc.demo;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.Ray;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RayHit;
import io.github.gdxnsc.world.RigidBody;
import io.github.gdxnsc.world.SixDofJoint;

/**
 * Drags a dynamic body with the mouse through a soft joint: a {@link SixDofJoint} between the body
 * and the static world at the point the ray hit, every axis free, the three linear axes on springs
 * whose rest positions follow the mouse. The springs are tuned from the body's mass to
 * {@link #FREQUENCY_HZ} and critically damped, so a light box and a heavy one follow alike
 * (gravity sags the held point by g / omega^2, 1 cm) and the solver is never asked for an infinitely
 * stiff pull. The body turns about the held point, its swing critically damped.
 *
 * <p>The body is picked by the world's own ray cast ({@link NscWorld#rayCastAll}, on the last
 * step's poses): the nearest body along the ray that is not a sensor, if it is dynamic. Sensor zones
 * are seen through; a static or kinematic body in front hides what is behind it.
 *
 * <p>The mouse point moves in the plane through the grabbed point facing the camera, so the body
 * stays at the depth where it was picked.
 */
public final class MouseGrab {
    /** Natural frequency of the pull, Hz: quick enough to follow the hand, soft enough for any solver. */
    static final float FREQUENCY_HZ = 5f;
    /** How far along the mouse ray bodies are picked (m): beyond any catalogue scene seen from its camera. */
    static final float PICK_DISTANCE = 500f;

    private final Array<RayHit> hits = new Array<>(true, 16, RayHit.class); // ordered: the query inserts nearest first
    private final Vector3 rayEnd = new Vector3();
    private final com.badlogic.gdx.math.Matrix4 pose = new com.badlogic.gdx.math.Matrix4();
    /** The grabbed point in the body's frame. */
    private final Vector3 local = new Vector3();
    private final Vector3 anchor = new Vector3(), target = new Vector3(), planeNormal = new Vector3(), scratch = new Vector3();
    private SixDofJoint joint;
    private NscWorld jointWorld;
    private RigidBody body;
    private int handle = -1;
    private float stiffness, damping;

    /**
     * Picks the body {@code ray} hits first and holds it there; {@code viewDirection} is the
     * camera's. Returns false (and holds nothing) when the ray hits no dynamic body or physics is off.
     */
    public boolean begin(SceneSession session, Ray ray, Vector3 viewDirection) {
        release(session);
        if (!session.isLive()) return false;
        int h = pick(session, ray, anchor);
        if (h < 0) return false;
        body = session.worldScene().body(h);
        jointWorld = session.world();
        handle = h;
        float omega = MathUtils.PI2 * FREQUENCY_HZ;
        float mass = body.getMass();
        stiffness = mass * omega * omega;
        damping = 2f * mass * omega;
        local.set(anchor).mul(session.transform(h, pose).inv());
        joint = jointWorld.createSixDofJoint(body, null, anchor);
        for (int axis = 0; axis < 6; axis++) joint.setFree(axis);
        WorldScene.dampSwing(joint, body, local);
        target.set(anchor);
        pull();
        planeNormal.set(viewDirection).nor();
        return true;
    }

    /**
     * The handle of the dynamic body {@code ray} meets first (sensors seen through), with the world
     * hit point in {@code outHit}; -1 (and {@code outHit} untouched) when the first solid body it
     * meets is static or kinematic, or it meets none, or physics is off.
     */
    public int pick(SceneSession session, Ray ray, Vector3 outHit) {
        NscWorld world = session.world();
        if (world == null) return -1;
        rayEnd.set(ray.direction).nor().scl(PICK_DISTANCE).add(ray.origin);
        world.rayCastAll(ray.origin, rayEnd, hits); // nearest first
        for (int i = 0; i < hits.size; i++) {
            RayHit hit = hits.get(i);
            if (hit.body.isSensor()) continue;
            int handle = WorldScene.handleOf(hit.body);
            if (hit.body.getType() != BodyType.DYNAMIC || handle < 0) return -1;
            outHit.set(hit.point);
            return handle;
        }
        return -1;
    }

    /** Moves the held point to where {@code ray} meets the grab plane (ignored when not holding or the ray is parallel to it). */
    public void drag(SceneSession session, Ray ray) {
        if (!isHolding(session)) return;
        float denom = planeNormal.dot(ray.direction);
        if (Math.abs(denom) < 1e-6f) return;
        float t = scratch.set(anchor).sub(ray.origin).dot(planeNormal) / denom;
        if (t <= 0f) return;
        target.set(ray.direction).scl(t).add(ray.origin);
        pull();
    }

    /** Lets go (destroys the joint if its world still runs). */
    public void release(SceneSession session) {
        if (joint != null && session.world() == jointWorld && !joint.isDestroyed()) jointWorld.destroyJoint(joint);
        joint = null;
        jointWorld = null;
        body = null;
        handle = -1;
    }

    /** Whether a body is held in the session's current world (a scene reload drops the hold). */
    public boolean isHolding(SceneSession session) {
        return joint != null && session.world() == jointWorld && !joint.isDestroyed();
    }

    /** The held body's handle, or -1. */
    public int handle() {
        return handle;
    }

    /** Where the grabbed point of the body is now (world), valid while holding. */
    public Vector3 heldPoint(SceneSession session, Vector3 out) {
        return out.set(local).mul(session.transform(handle, pose));
    }

    /** Where the mouse wants the held point (world), valid while holding. */
    public Vector3 target() {
        return target;
    }

    /** The springs' rest positions are the target's offset from the grab point, along the world axes (B is the world). */
    private void pull() {
        joint.enableSpring(0, stiffness, damping, target.x - anchor.x);
        joint.enableSpring(1, stiffness, damping, target.y - anchor.y);
        joint.enableSpring(2, stiffness, damping, target.z - anchor.z);
        body.wakeUp(); // a held body must not fall asleep while the hand is still
    }
}
