package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A refactoring guard: a fixed mix of scenes (a small stack, a box sliding down a slope, a ball
 * joint chain, a hinge motor sweeping a box, a bouncing ball) stepped 240 times through the public
 * API only, its whole trajectory hashed. A change meant to keep the physics bitwise the same (a
 * re-layout, a rename) must leave {@link #GOLDEN} unchanged; a change meant to alter the physics
 * re-records it and says why in its commit.
 */
class GoldenTrajectoryTest {

    /**
     * Re-recorded for the split step (velocity solve without penetration recovery plus a position
     * solve), the slip correction inside the velocity solve's budget, preconditioning on, jointErp 1
     * and the joint projection (branch step), on top of the gyroscopic term; and
     * for the apgd branch: the solver's residual became an RMS over rows (tolerance 1e-9, about the old
     * 2-norm 1e-6), and APGD's fused iteration (lagged L decay) changed the iterates; then for the
     * velocity solve in halves only while some contact slides (SolverDriver), the tolerance 1e-6 and
     * the recovery dead band (no push within 0.1 mm of the slop; no position solve when nothing is
     * pushed); then for the position solve warm-started from each contact's last recovery impulse
     * (RecoveryImpulseCache); then for bodies entering the broadphase at their own pose (Bullet makes
     * its pairs, so the contact order, from there rather than from all bodies at the origin); then for
     * the iteration reserve on by default (a velocity solve that does not converge borrows the
     * iterations converged ones left); then for the joints' anchors solved exactly on tree-shaped
     * pieces before the projection's sweeps (step.PointConstraintTree); then for turning bodies
     * answering impulses with the gyroscopic step's inverse inertia (step.GyroscopicInertia), faded in
     * between 0.25 and 0.5 rad a step so slower bodies keep the symmetric matrix (the exact turn of
     * free bodies, NscConfig.exactFreeRotation, is off by default and so not in it); then for the
     * landing sweep on by default (landingSweep 0.01 m: a body moving farther than that in a step is
     * held by speculative contacts where it would land); then for a collision skin by default
     * (contactSkin 2^-10 m: the shapes the world makes collide grown by it, so resting bodies stand at
     * their given sizes); then for the reported contact points lying on the given surfaces (the hash
     * reads getContact's points; the bodies' trajectory is the same); then for the default budget of
     * 30 iterations with the split step from 30 (was 60, split from 31); then for flat box-box
     * manifolds completed (step.ManifoldCompletion: the box on the slope slides faster than Bullet's
     * manifold keeps its points, and now stands on all four corners); then for closing pairs
     * (step.ClosingPairs: two moving bodies without a contact that may close past the landing sweep's
     * distance in a step get their closest points as speculative contacts); then for kept manifolds
     * (collision.ManifoldReuse: a pair of boxes, hulls or a plane, or a sphere on a box or a plane,
     * that has hardly moved since Bullet's detector last ran keeps its manifold, refreshed to the
     * bodies' poses; a sphere's point put back under its centre, on a box's face the face's normal).
     */
    static final long GOLDEN = -8265835001216815708L;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void trajectoryHashIsUnchanged() {
        assertEquals(GOLDEN, trajectoryHash(2), "trajectory hash: physics changed; if intended, re-record GOLDEN");
        assertEquals(GOLDEN, trajectoryHash(1), "one thread must give the same trajectory as two");
    }

    static long trajectoryHash(int threads) {
        NscConfig config = Scenes.config(threads);
        config.allowSleep = false; // a solver guard: the trajectory must not depend on when islands sleep
        NscWorld w = new NscWorld(config);
        try {
            build(w);
            Vector3 p = new Vector3(), v = new Vector3();
            Quaternion q = new Quaternion();
            long h = 1125899906842597L;
            for (int s = 0; s < 240; s++) {
                w.stepOnce();
                for (int i = 0; i < w.getBodies().size; i++) {
                    RigidBody b = w.getBodies().get(i);
                    b.getPosition(p);
                    b.getRotation(q);
                    b.getLinearVelocity(v);
                    h = mix(h, p.x, p.y, p.z, q.x, q.y, q.z, q.w, v.x, v.y, v.z);
                    b.getAngularVelocity(v);
                    h = mix(h, v.x, v.y, v.z);
                }
                for (int c = 0; c < w.getContactCount(); c++) {
                    w.getContact(c, p, v, null);
                    h = mix(h, p.x, p.y, p.z, v.x, v.y, v.z);
                }
            }
            return h;
        } finally {
            w.dispose();
        }
    }

    private static long mix(long h, float... values) {
        for (float f : values) h = 31 * h + Float.floatToIntBits(f);
        return h;
    }

    private static void build(NscWorld w) {
        Scenes.ground(w, 0.6f, 0);
        // a stack of three boxes at x = -6
        BodyDef box = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f);
        for (int k = 0; k < 3; k++) w.createBody(box.position(-6, 0.5f + k, 0));
        // a box launched along the ground at x = -3 (slides, then sticks)
        w.createBody(new BodyDef().shape(w.shapes().box(0.3f, 0.3f, 0.3f)).mass(2).friction(0.3f)
                .position(-3, 0.3f, 2).linearVelocity(3, 0, 0));
        // a chain of four capsule links on ball joints, released horizontally from a pivot at height 6
        RigidBody prev = null;
        float len = 0.5f;
        for (int k = 0; k < 4; k++) {
            Quaternion lying = new Quaternion(Vector3.Z, 90);
            RigidBody link = w.createBody(new BodyDef().shape(w.shapes().capsule(0.08f, len)).mass(1)
                    .position(len / 2 + k * len, 6, -3).rotation(lying));
            w.createBallJoint(link, prev, new Vector3(k * len, 6, -3));
            prev = link;
        }
        // a hinge motor turning a paddle that sweeps a box
        RigidBody paddle = w.createBody(new BodyDef().shape(w.shapes().box(1f, 0.2f, 0.05f)).mass(3).position(4, 0.6f, 0));
        HingeJoint motor = w.createHingeJoint(paddle, null, new Vector3(4, 0.6f, 0), new Vector3(0, 1, 0));
        motor.enableMotor(2f, 200f);
        w.createBody(box.position(4, 0.5f, 1.6f));
        // a bouncing ball
        w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(0.5f).restitution(0.6f).position(8, 2, 0));
    }
}
