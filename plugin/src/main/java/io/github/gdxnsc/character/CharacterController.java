package io.github.gdxnsc.character;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.Checks;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RayHit;
import io.github.gdxnsc.world.RigidBody;

/**
 * A kinematic capsule character moved by the world's queries, not by the solver (like Jolt's
 * CharacterVirtual): {@link #move} sweeps it through the world, sliding along walls, climbing
 * slopes up to a maximum angle and steps up to a height, snapping down onto the ground, carried by
 * the body it stands on (moving and rotating platforms) and pushing dynamic bodies with a bounded
 * force. Up is +Y; gravity is the world's ({@code config.gravity.y}).
 *
 * <p>The character is not a body: bodies do not collide with it, it only queries them. Its
 * capsule shapes come from the world's shape factory (disposed with the world). Call
 * {@link #move} once per fixed step, after {@link NscWorld#stepOnce} (so a platform has already
 * moved and carries it the same step). No allocation per move; the same inputs give the same
 * positions bit for bit whatever the world's thread count.
 */
public final class CharacterController {
    private final NscWorld world;
    private final float radius, standHeight, crouchHeight;
    private final btConvexShape standShape, crouchShape;
    private final CapsuleSweeps sweeps;
    private final Vector3 centre = new Vector3();
    private float cosMaxSlope = (float) Math.cos(Math.toRadians(45));
    private float stepHeight = 0.3f, snapDistance = 0.3f, maxPushForce = 200f, mass = 70f;
    private boolean crouching, jumpRequested;
    private float jumpSpeed, verticalSpeed, carriedYaw;

    private GroundState state = GroundState.AIRBORNE;
    private RigidBody groundBody;
    private final Vector3 groundNormal = new Vector3(0, 1, 0), groundPoint = new Vector3(), velocity = new Vector3();
    private final Matrix4 platform = new Matrix4();
    private final Vector3 platformLocal = new Vector3();
    private final Quaternion platformRotation = new Quaternion();

    private final Array<RigidBody> pushed = new Array<>(false, 4, RigidBody.class);
    private final Vector3 walkVelocity = new Vector3();
    private final Vector3 start = new Vector3(), walkStart = new Vector3(), move = new Vector3(), plainEnd = new Vector3(), tmp = new Vector3(), face = new Vector3();
    private final Quaternion rotation = new Quaternion();
    private final CapsuleSweeps.HitHandler pusher = this::push;
    private float delta;

    /**
     * A character whose capsule has radius {@code radius} and a cylindrical part {@code height}
     * tall standing, {@code crouchHeight} crouching (so it stands {@code height + 2 radius} tall),
     * with its feet at {@code feet}.
     */
    public CharacterController(NscWorld world, float radius, float height, float crouchHeight, Vector3 feet) {
        if (world == null) throw new IllegalArgumentException("world must not be null");
        Checks.positive("radius", radius);
        Checks.positive("height", height);
        if (!(crouchHeight >= 0 && crouchHeight <= height)) throw new IllegalArgumentException("crouchHeight must be in [0, height], was " + crouchHeight);
        Checks.finite("feet", feet);
        this.world = world;
        this.radius = radius;
        this.standHeight = height;
        this.crouchHeight = crouchHeight;
        this.standShape = (btConvexShape) world.shapes().capsule(radius, height);
        this.crouchShape = (btConvexShape) world.shapes().capsule(radius, crouchHeight);
        this.sweeps = new CapsuleSweeps(world, standShape, height / 2, radius);
        centre.set(feet).add(0, halfTall(), 0);
    }

    // =================================================================== settings

    /** Steepest walkable slope (degrees, in [0, 90)); steeper ground is SLIDING. Default 45. */
    public void setMaxSlopeAngle(float degrees) {
        if (!(degrees >= 0 && degrees < 90)) throw new IllegalArgumentException("maxSlopeAngle must be in [0, 90) degrees, was " + degrees);
        cosMaxSlope = (float) Math.cos(Math.toRadians(degrees));
    }

    /** Highest step walked onto (m, >= 0); default 0.3. */
    public void setStepHeight(float metres) {
        Checks.nonNegative("stepHeight", metres);
        stepHeight = metres;
    }

    /** How far down the ground is followed while walking (down slopes and stairs, m, >= 0); default 0.3. */
    public void setSnapDistance(float metres) {
        Checks.nonNegative("snapDistance", metres);
        snapDistance = metres;
    }

    /** Largest force (N) with which a walk pushes one dynamic body; default 200. */
    public void setMaxPushForce(float newtons) {
        Checks.nonNegative("maxPushForce", newtons);
        maxPushForce = newtons;
    }

    /** The character's mass (kg, >= 0): its weight presses on a dynamic body it stands on (a crate, a bridge's plank); default 70. */
    public void setMass(float kg) {
        Checks.nonNegative("mass", kg);
        mass = kg;
    }

    /** Broadphase groups the capsule collides with (a query mask: sensors are hit unless masked out); default every group. */
    public void setMask(short mask) {
        sweeps.mask = mask;
    }

    /**
     * Makes the bodies whose filter group has a bit of {@code groups} one-way platforms for the
     * character: it jumps up through them and walks through them from below or from the side, and
     * stands on them from above (what it touches with its feet while not rising). 0 (the default)
     * makes none. Dynamic bodies keep colliding with them; a {@link io.github.gdxnsc.world.ContactListener#preSolve}
     * gives them the same rule.
     */
    public void setOneWayGroups(short groups) {
        sweeps.oneWay = groups;
    }

    // =================================================================== moving

    /**
     * Moves over {@code delta} seconds with the horizontal part of {@code desiredVelocity} (m/s;
     * its y is ignored: gravity and {@link #jump} move vertically).
     */
    public void move(Vector3 desiredVelocity, float delta) {
        Checks.finite("desiredVelocity", desiredVelocity);
        Checks.positive("delta", delta);
        this.delta = delta;
        pushed.clear();
        start.set(centre);
        carriedYaw = 0;
        if (state != GroundState.AIRBORNE && groundBody != null) carry();

        if (jumpRequested) {
            verticalSpeed = jumpSpeed;
            state = GroundState.AIRBORNE;
            jumpRequested = false;
        } else if (state == GroundState.GROUNDED) {
            verticalSpeed = 0;
        } else {
            verticalSpeed += world.getConfig().gravity.y * delta;
        }
        boolean snap = state == GroundState.GROUNDED;

        walkVelocity.set(desiredVelocity.x, 0, desiredVelocity.z);
        move.set(walkVelocity).scl(delta);
        // on the ground, walk along its plane at the asked horizontal speed
        if (state == GroundState.GROUNDED) move.y = -(move.x * groundNormal.x + move.z * groundNormal.z) / groundNormal.y;
        walk();

        if (verticalSpeed != 0) {
            float wanted = verticalSpeed * delta;
            float before = centre.y;
            sweeps.slide(centre, move.set(0, wanted, 0), false, cosMaxSlope, null);
            // a ceiling stops a jump
            if (verticalSpeed > 0 && centre.y - before < 0.5f * wanted) verticalSpeed = 0;
        }
        sweeps.rising = verticalSpeed > 0;
        updateGround(snap && verticalSpeed <= 0);
        sweeps.rising = false;
        velocity.set(centre).sub(start).scl(1 / delta);
        // its weight on what it stands on, over the next step (the world clears forces after each)
        if (state == GroundState.GROUNDED && mass > 0 && groundBody.getType() == BodyType.DYNAMIC) {
            groundBody.applyForce(tmp.set(world.getConfig().gravity).scl(mass), groundPoint);
        }
    }

    /** Leaves the ground at {@code speed} (m/s, >= 0) at the next move, if standing on walkable ground; returns whether it will. */
    public boolean jump(float speed) {
        Checks.nonNegative("speed", speed);
        if (state != GroundState.GROUNDED) return false;
        jumpRequested = true;
        jumpSpeed = speed;
        return true;
    }

    /**
     * Crouches (the shorter capsule, feet where they were) or stands up again; standing up fails,
     * returning false, while something is in the way above.
     */
    public boolean setCrouching(boolean crouch) {
        if (crouch == crouching) return true;
        float dy = (standHeight - crouchHeight) / 2;
        if (crouch) {
            sweeps.shape = crouchShape;
            sweeps.halfHeight = crouchHeight / 2;
            centre.y -= dy;
        } else {
            if (sweeps.sweep(centre, tmp.set(centre).add(0, 2 * dy, 0))) return false;
            sweeps.shape = standShape;
            sweeps.halfHeight = standHeight / 2;
            centre.y += dy;
        }
        crouching = crouch;
        return true;
    }

    /** Teleports the feet to {@code feet}; the character is airborne until its next move finds ground. */
    public void setPosition(Vector3 feet) {
        Checks.finite("feet", feet);
        centre.set(feet).add(0, halfTall(), 0);
        state = GroundState.AIRBORNE;
        groundBody = null;
        verticalSpeed = 0;
    }

    // =================================================================== state

    /** The feet: the bottom of the capsule. */
    public Vector3 getPosition(Vector3 out) {
        return out.set(centre).sub(0, halfTall(), 0);
    }

    /** The capsule's centre (where a capsule model goes). */
    public Vector3 getCentre(Vector3 out) {
        return out.set(centre);
    }

    /** The last move's velocity (displacement over delta, m/s), carrying included. */
    public Vector3 getVelocity(Vector3 out) {
        return out.set(velocity);
    }

    /** Whether the character stood on walkable ground, on a slope too steep to walk, or was airborne at the last move. */
    public GroundState getGroundState() {
        return state;
    }

    /** The ground's face normal (up when airborne). */
    public Vector3 getGroundNormal(Vector3 out) {
        return out.set(groundNormal);
    }

    /** Where the capsule touches the ground (meaningful unless airborne). */
    public Vector3 getGroundPoint(Vector3 out) {
        return out.set(groundPoint);
    }

    /** The body stood on; null when airborne. */
    public RigidBody getGroundBody() {
        return groundBody;
    }

    /** Degrees the ground turned the character about up during the last move (a rotating platform), for turning its model. */
    public float getCarriedYaw() {
        return carriedYaw;
    }

    /** Whether the capsule is at its crouching height now. */
    public boolean isCrouching() {
        return crouching;
    }

    /** The capsule's radius (m), as given to the constructor. */
    public float getRadius() {
        return radius;
    }

    /** Height of the capsule's cylindrical part now (standing or crouching). */
    public float getHeight() {
        return crouching ? crouchHeight : standHeight;
    }

    // =================================================================== inside a move

    private float halfTall() {
        return radius + getHeight() / 2;
    }

    /** Moves with the ground body since the last move: rises with it, slides where it carries. */
    private void carry() {
        if (groundBody.isDestroyed()) {
            groundBody = null;
            return;
        }
        if (groundBody.getType() == BodyType.STATIC) return;
        tmp.set(platformLocal).mul(groundBody.getTransform(platform));
        tmp.sub(centre);
        centre.y += tmp.y;
        tmp.y = 0;
        sweeps.slide(centre, tmp, false, cosMaxSlope, null);
        groundBody.getRotation(rotation).mulLeft(platformRotation.conjugate());
        float yaw = rotation.getAngleAround(0, 1, 0);
        carriedYaw = yaw > 180 ? yaw - 360 : yaw;
    }

    /** The horizontal move (in {@link #move}): slide, and where a wall or steep surface blocked it on the ground, try stepping up. */
    private void walk() {
        if (move.len2() == 0) return;
        walkStart.set(centre);
        boolean blocked = sweeps.slide(centre, move, true, cosMaxSlope, pusher);
        if (!blocked || state != GroundState.GROUNDED || stepHeight <= 0) return;
        plainEnd.set(centre);
        centre.set(walkStart);
        float raise = stepHeight;
        if (sweeps.sweep(centre, tmp.set(centre).add(0, stepHeight, 0))) raise = Math.max(0, sweeps.hit.fraction * stepHeight - CapsuleSweeps.SKIN);
        centre.y += raise;
        sweeps.slide(centre, tmp.set(move.x, 0, move.z), true, cosMaxSlope, pusher);
        float drop = raise + 2 * CapsuleSweeps.SKIN;
        boolean landed = false;
        if (sweeps.sweep(centre, tmp.set(centre).sub(0, drop, 0))) {
            float gap = sweeps.hit.fraction * drop;
            centre.y -= gap;
            landed = gap < raise && sweeps.supportNormal(centre, sweeps.hit, cosMaxSlope, face).y >= cosMaxSlope;
            centre.y += CapsuleSweeps.SKIN;
            // what it stands on (a face, or the edge of one under the capsule's rim) must be within the step height
            landed &= sweeps.hit.point.y - (walkStart.y - halfTall()) <= stepHeight + CapsuleSweeps.SKIN;
        }
        float stepProgress = (centre.x - walkStart.x) * move.x + (centre.z - walkStart.z) * move.z;
        float plainProgress = (plainEnd.x - walkStart.x) * move.x + (plainEnd.z - walkStart.z) * move.z;
        if (!landed || stepProgress <= plainProgress + 1e-8f) centre.set(plainEnd);
    }

    /** Pushes a dynamic body the walk ran into, toward the walk's speed along the push, at most maxPushForce. */
    private void push(RayHit h) {
        RigidBody b = h.body;
        if (b == null || b.getType() != BodyType.DYNAMIC || b.isSensor() || pushed.contains(b, true)) return;
        pushed.add(b);
        tmp.set(-h.normal.x, 0, -h.normal.z);
        if (tmp.len2() < 1e-8f) return;
        tmp.nor();
        float want = walkVelocity.dot(tmp);
        if (want <= 0) return;
        float have = b.getLinearVelocity(face).dot(tmp);
        float impulse = Math.min(b.getMass() * (want - have), maxPushForce * delta);
        if (impulse <= 0) return;
        b.applyImpulse(tmp.scl(impulse), h.point);
    }

    /** Probes below for ground: GROUNDED (snapping down onto it when allowed), SLIDING or AIRBORNE. */
    private void updateGround(boolean snap) {
        float reach = (snap ? snapDistance : 0) + 2 * CapsuleSweeps.SKIN;
        state = GroundState.AIRBORNE;
        groundBody = null;
        groundNormal.set(0, 1, 0);
        if (!sweeps.sweep(centre, tmp.set(centre).sub(0, reach, 0))) return;
        RayHit h = sweeps.hit;
        float gap = h.fraction * reach;
        boolean walkable = sweeps.supportNormal(tmp.set(centre).sub(0, gap, 0), h, cosMaxSlope, face).y >= cosMaxSlope;
        boolean touching = gap <= 2 * CapsuleSweeps.SKIN;
        if (walkable) {
            if (!touching && !snap) return;
            centre.y -= gap - CapsuleSweeps.SKIN; // down onto the ground, or up out of it to the skin
            state = GroundState.GROUNDED;
            if (verticalSpeed < 0) verticalSpeed = 0;
        } else if (touching) {
            state = GroundState.SLIDING;
        } else {
            return;
        }
        groundBody = h.body;
        groundNormal.set(face);
        groundPoint.set(h.point);
        if (groundBody != null && groundBody.getType() != BodyType.STATIC) {
            groundBody.getTransform(platform);
            platformLocal.set(centre).mul(platform.inv());
            groundBody.getRotation(platformRotation);
        }
    }
}
