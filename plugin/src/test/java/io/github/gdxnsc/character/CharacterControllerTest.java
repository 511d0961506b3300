package io.github.gdxnsc.character;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.testutil.Allocation;
import io.github.gdxnsc.world.RigidBody;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The character controller against what a player expects: walls, slopes, steps, platforms, crates. */
class CharacterControllerTest {
    static final float DT = 1 / 60f;
    static final float SKIN = CapsuleSweeps.SKIN;
    private NscWorld world;
    private final Vector3 v = new Vector3(), p = new Vector3();

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @AfterEach
    void dispose() {
        if (world != null) world.dispose();
    }

    /** A world with a static ground whose top is y = 0, with the given friction. */
    static NscWorld groundWorld(int threads, float friction) {
        NscConfig c = NscConfig.defaults();
        c.threads = threads;
        NscWorld w = new NscWorld(c);
        w.createBody(new BodyDef().shape(w.shapes().box(50, 0.5f, 50)).mass(0).friction(friction).position(0, -0.5f, 0));
        return w;
    }

    /** Radius 0.3, 1.6 m tall standing, 1.0 m crouching. */
    static CharacterController character(NscWorld w, float x, float y, float z) {
        return new CharacterController(w, 0.3f, 1.0f, 0.4f, new Vector3(x, y, z));
    }

    private void run(CharacterController c, Vector3 desired, int steps) {
        for (int s = 0; s < steps; s++) {
            world.stepOnce();
            c.move(desired, DT);
        }
    }

    @Test
    void landsAndRestsOnTheGroundAtTheSkin() {
        world = groundWorld(1, 0.5f);
        CharacterController c = character(world, 0, 1, 0);
        run(c, v.setZero(), 60); // a 1 m fall takes 0.45 s
        assertEquals(GroundState.GROUNDED, c.getGroundState());
        assertEquals(SKIN, c.getPosition(p).y, 1e-3f, "feet rest a skin above the ground");
        assertEquals(1f, c.getGroundNormal(p).y, 1e-5f);
        assertSame(world.getBodies().get(0), c.getGroundBody());
    }

    @Test
    void slidesAlongAWallAtTheTangentialSpeed() {
        world = groundWorld(1, 0.5f);
        world.createBody(new BodyDef().shape(world.shapes().box(20, 2, 0.5f)).mass(0).position(0, 2, -1.5f)); // face at z = -1
        CharacterController c = character(world, 0, SKIN, 0);
        Vector3 desired = new Vector3(2, 0, -2); // 45 degrees into the wall
        run(c, desired, 30); // reaches the wall after 0.35 s
        float x0 = c.getPosition(p).x;
        run(c, desired, 60);
        c.getPosition(p);
        assertEquals(2f, p.x - x0, 0.01f, "along the wall at the tangential 2 m/s");
        assertEquals(-1 + 0.3f + SKIN, p.z, 2e-3f, "held a skin off the wall");
        assertEquals(GroundState.GROUNDED, c.getGroundState());
        assertEquals(0f, c.getVelocity(v).z, 1e-3f);
    }

    /** A static box whose top face is a ramp rising toward +x from (2, 0) at {@code degrees}. */
    private void ramp(float degrees) {
        Quaternion q = new Quaternion(Vector3.Z, degrees);
        float rad = (float) Math.toRadians(degrees);
        Vector3 topCentre = new Vector3(2 + 5 * (float) Math.cos(rad), 5 * (float) Math.sin(rad), 0);
        Vector3 down = new Vector3(0, -0.5f, 0).mul(q);
        world.createBody(new BodyDef().shape(world.shapes().box(5, 0.5f, 3)).mass(0).rotation(q).position(topCentre.add(down)));
    }

    @Test
    void walksUpASlopeShallowerThanTheMaximum() {
        world = groundWorld(1, 0.5f);
        ramp(30);
        CharacterController c = character(world, 0, SKIN, 0);
        run(c, v.set(2, 0, 0), 180);
        c.getPosition(p);
        assertTrue(p.x > 5, "kept walking up the ramp, at x = " + p.x);
        assertEquals(GroundState.GROUNDED, c.getGroundState());
        assertEquals(Math.cos(Math.toRadians(30)), c.getGroundNormal(v).y, 1e-3, "stands on the ramp's face");
        // the lower hemisphere's centre is r + skin from the ramp's plane along its normal
        double t = Math.toRadians(30);
        double foot = (p.x - 2) * Math.tan(t) + (0.3 + SKIN) / Math.cos(t) - 0.3;
        assertEquals(foot, p.y, 2e-3, "a skin above the ramp's surface");
    }

    @Test
    void stopsAtASlopeSteeperThanTheMaximum() {
        world = groundWorld(1, 0.5f);
        ramp(60);
        CharacterController c = character(world, 0, SKIN, 0);
        run(c, v.set(2, 0, 0), 180);
        c.getPosition(p);
        assertTrue(p.x < 2, "stopped at the foot of the 60 degree slope, x = " + p.x);
        assertTrue(p.y < 0.05f, "did not climb it, feet at " + p.y);
        assertEquals(GroundState.GROUNDED, c.getGroundState(), "still on the flat ground");
    }

    /** A static step of height {@code h} whose face is at x = 1. */
    private void step(float h) {
        world.createBody(new BodyDef().shape(world.shapes().box(2, h / 2, 2)).mass(0).position(3, h / 2, 0));
    }

    @Test
    void stepsUpAStairLowerThanTheStepHeight() {
        world = groundWorld(1, 0.5f);
        step(0.25f);
        CharacterController c = character(world, 0, SKIN, 0);
        c.setStepHeight(0.3f);
        run(c, v.set(2, 0, 0), 90);
        c.getPosition(p);
        assertTrue(p.x > 2, "walked onto the step, x = " + p.x);
        assertEquals(0.25f + SKIN, p.y, 2e-3f, "standing on the step");
        assertEquals(GroundState.GROUNDED, c.getGroundState());
    }

    @Test
    void doesNotStepUpAStairHigherThanTheStepHeight() {
        world = groundWorld(1, 0.5f);
        step(0.4f);
        CharacterController c = character(world, 0, SKIN, 0);
        c.setStepHeight(0.3f);
        run(c, v.set(2, 0, 0), 90);
        c.getPosition(p);
        assertEquals(1 - 0.3f - SKIN, p.x, 2e-3f, "held a skin off the step's face");
        assertEquals(SKIN, p.y, 2e-3f, "still on the ground");
    }

    @Test
    void ridesAMovingPlatform() {
        world = groundWorld(1, 0.5f);
        RigidBody platform = world.createBody(new BodyDef().type(BodyType.KINEMATIC).shape(world.shapes().box(1.5f, 0.1f, 1.5f)).position(0, 0.5f, 0));
        CharacterController c = character(world, 0.4f, 0.6f + SKIN, 0.2f);
        run(c, v.setZero(), 10);
        Vector3 target = new Vector3();
        Quaternion q = new Quaternion();
        // 1 m/s along x and 0.5 m/s up for 1.5 s
        for (int f = 1; f <= 90; f++) {
            platform.setKinematicTarget(target.set(f / 60f, 0.5f + 0.5f * f / 60f, 0), q);
            world.stepOnce();
            c.move(v.setZero(), DT);
        }
        c.getPosition(p);
        assertEquals(1.5f + 0.4f, p.x, 1e-3f, "carried 1.5 m along x");
        assertEquals(0.2f, p.z, 1e-3f);
        assertEquals(0.5f + 0.75f + 0.1f + SKIN, p.y, 2e-3f, "lifted with the platform's top");
        assertEquals(GroundState.GROUNDED, c.getGroundState());
        assertSame(platform, c.getGroundBody());
    }

    @Test
    void rotatesWithARotatingPlatform() {
        world = groundWorld(1, 0.5f);
        RigidBody platform = world.createBody(new BodyDef().type(BodyType.KINEMATIC).shape(world.shapes().box(2, 0.1f, 2)).position(0, 0.5f, 0));
        CharacterController c = character(world, 1, 0.6f + SKIN, 0);
        run(c, v.setZero(), 10);
        Vector3 centre = new Vector3(0, 0.5f, 0);
        Quaternion q = new Quaternion();
        float yaw = 0;
        for (int f = 1; f <= 60; f++) { // a quarter turn about +y in 1 s
            platform.setKinematicTarget(centre, q.set(Vector3.Y, 90f * f / 60));
            world.stepOnce();
            c.move(v.setZero(), DT);
            yaw += c.getCarriedYaw();
        }
        c.getPosition(p);
        assertEquals(0f, p.x, 2e-3f, "+x turned to -z");
        assertEquals(-1f, p.z, 2e-3f);
        assertEquals(90f, yaw, 0.01f, "the platform's turn, for the model");
    }

    @Test
    void pushesACrateWithTheBoundedForce() {
        world = groundWorld(1, 0f);
        float mass = 100, force = 50;
        RigidBody crate = world.createBody(new BodyDef().shape(world.shapes().box(0.5f, 0.5f, 0.5f)).mass(mass).friction(0).position(1.5f, 0.5f, 0));
        CharacterController c = character(world, 0, SKIN, 0);
        c.setMaxPushForce(force);
        Vector3 walk = new Vector3(2, 0, 0);
        run(c, walk, 60); // contact after 0.35 s
        float v0 = crate.getLinearVelocity(v).x;
        assertTrue(v0 > 0, "the crate was pushed");
        run(c, walk, 60);
        float v1 = crate.getLinearVelocity(v).x;
        // a frictionless crate gains F dt / m at every step the walk pushes it: F / m over 1 s
        assertEquals(force / mass, v1 - v0, 0.01f * force / mass, "accelerated at F/m");
        assertTrue(c.getPosition(p).x > 0.5f, "and the character follows it");
    }

    @Test
    void cannotPushACrateWhoseFrictionExceedsTheForce() {
        world = groundWorld(1, 0.7f);
        // mu m g = 0.49 * 100 * 9.81 = 480 N against at most 200 N
        RigidBody crate = world.createBody(new BodyDef().shape(world.shapes().box(0.5f, 0.5f, 0.5f)).mass(100).friction(0.7f).position(1.5f, 0.5f, 0));
        run(character(world, 0, SKIN, 0), v.set(2, 0, 0), 120);
        assertEquals(1.5f, crate.getPosition(p).x, 1e-3f, "the crate stays");
    }

    @Test
    void crouchesUnderACeilingAndStandsOnlyWhereThereIsRoom() {
        world = groundWorld(1, 0.5f);
        world.createBody(new BodyDef().shape(world.shapes().box(2, 0.5f, 2)).mass(0).position(3, 1.7f, 0)); // underside at 1.2 m, from x = 1
        CharacterController c = character(world, 0, SKIN, 0);
        run(c, v.set(2, 0, 0), 60);
        assertTrue(c.getPosition(p).x < 1, "a 1.6 m character is stopped by the 1.2 m ceiling");
        assertTrue(c.setCrouching(true));
        run(c, v, 60);
        assertTrue(c.getPosition(p).x > 2, "crouching (1.0 m) it walks under, x = " + p.x);
        assertFalse(c.setCrouching(false), "no room to stand");
        assertTrue(c.isCrouching());
        run(c, v, 120);
        assertTrue(c.setCrouching(false), "past the ceiling it stands");
        assertEquals(1.6f / 2 + SKIN, c.getCentre(p).y, 2e-3f);
    }

    @Test
    void itsWeightPressesOnADynamicBodyItStandsOn() {
        world = groundWorld(1, 0.5f);
        float crateKg = 50, heroKg = 80;
        RigidBody crate = world.createBody(new BodyDef().shape(world.shapes().box(1, 0.25f, 1)).mass(crateKg).position(0, 0.25f, 0));
        CharacterController c = character(world, 0, 0.5f + SKIN, 0);
        c.setMass(heroKg);
        run(c, v.setZero(), 90);
        assertSame(crate, c.getGroundBody());
        // the ground carries the crate and the character: (M + m) g per step's impulse over h
        float normal = 0;
        Vector3 point = new Vector3(), n = new Vector3(), impulse = new Vector3();
        for (int i = 0; i < world.getContactCount(); i++) {
            world.getContact(i, point, n, impulse);
            normal += impulse.x; // (normal, tangent, tangent)
        }
        assertEquals((crateKg + heroKg) * 9.81f, normal / DT, 0.01f * (crateKg + heroKg) * 9.81f);
    }

    /** A static one-way platform 1 m square and 0.1 m thick, its top at {@code top}, in filter group 64. */
    private RigidBody oneWayPlatform(float x, float top) {
        return world.createBody(new BodyDef().shape(world.shapes().box(1, 0.05f, 1)).mass(0).position(x, top - 0.05f, 0).filter((short) 64, (short) -1));
    }

    /**
     * A jump at 7 m/s rises v^2 / 2g = 2.50 m (2.56 m in steps of 1/60 s: the first step moves at the full 7 m/s): up through a one-way platform whose top is at 2.05
     * and down onto it, where a solid one stops the head at its underside (1.95 m) and the
     * character falls back to the ground.
     */
    @Test
    void jumpsUpThroughAOneWayPlatformAndLandsOnIt() {
        for (boolean oneWay : new boolean[] {true, false}) {
            world = groundWorld(1, 0.5f);
            RigidBody platform = oneWayPlatform(0, 2.05f);
            CharacterController c = character(world, 0, SKIN, 0);
            if (oneWay) c.setOneWayGroups((short) 64);
            run(c, v.setZero(), 5);
            assertTrue(c.jump(7));
            float highest = 0;
            for (int s = 0; s < 120; s++) {
                world.stepOnce();
                c.move(v.setZero(), DT);
                highest = Math.max(highest, c.getPosition(p).y);
            }
            c.getPosition(p);
            float apex = SKIN; // the same steps summed: v_0 = 7, v_k+1 = v_k - g h, each moving v_k h while rising
            for (float speed = 7; speed > 0; speed -= 9.81f * DT) apex += speed * DT;
            System.out.printf("jump under a %s platform (top 2.05 m): feet up to %.3f m (stepped apex %.3f, v^2/2g = %.3f), rest at %.4f m%n", oneWay ? "one-way" : "solid", highest, apex, 49 / (2 * 9.81), p.y);
            assertEquals(GroundState.GROUNDED, c.getGroundState());
            if (oneWay) {
                assertEquals(apex, highest, 0.005f, "rose through it");
                assertEquals(2.05f + SKIN, p.y, 2e-3f, "stands on it");
                assertSame(platform, c.getGroundBody());
            } else {
                assertEquals(1.95f - 1.6f, highest, 0.03f, "the head stopped at its underside");
                assertEquals(SKIN, p.y, 2e-3f, "back on the ground");
            }
            world.dispose();
            world = null;
        }
    }

    /** A one-way platform at knee height (top 0.55 m, above the 0.3 m step): walked through from the side; a solid one blocks. */
    @Test
    void walksThroughAOneWayPlatformFromTheSide() {
        for (boolean oneWay : new boolean[] {true, false}) {
            world = groundWorld(1, 0.5f);
            oneWayPlatform(2, 0.55f);
            CharacterController c = character(world, 0, SKIN, 0);
            if (oneWay) c.setOneWayGroups((short) 64);
            run(c, v.set(2, 0, 0), 120); // 4 m at 2 m/s: from x = 0 past the platform (x in [1, 3])
            c.getPosition(p);
            if (oneWay) {
                assertEquals(4f, p.x, 0.02f, "walked through it");
                assertEquals(SKIN, p.y, 2e-3f, "on the ground");
            } else {
                assertEquals(1 - 0.3f - SKIN, p.x, 0.02f, "stopped at its side");
            }
            world.dispose();
            world = null;
        }
    }

    @Test
    void movesWithoutAllocating() {
        world = groundWorld(1, 0.5f);
        step(0.25f);
        world.createBody(new BodyDef().shape(world.shapes().box(0.4f, 0.4f, 0.4f)).mass(10).position(-2, 0.4f, 0));
        CharacterController c = character(world, 0, SKIN, 0);
        Vector3 walk = new Vector3(1.5f, 0, 0.3f);
        run(c, walk, 30);
        // walking, blocked by the step and stepping up; then into the crate, pushing it
        long bytes = Allocation.leastOf(5, () -> {
            for (int s = 0; s < 20; s++) c.move(walk, DT);
        });
        assertEquals(0, bytes, "bytes allocated by 20 moves");
        walk.set(-2, 0, 0);
        run(c, walk, 80);
        assertEquals(0, Allocation.leastOf(5, () -> {
            for (int s = 0; s < 20; s++) c.move(walk, DT);
        }), "bytes allocated by 20 pushing moves");
    }

    @Test
    void refusesBadInputNamingTheField() {
        world = groundWorld(1, 0.5f);
        CharacterController c = character(world, 0, SKIN, 0);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> c.move(new Vector3(Float.NaN, 0, 0), DT)).getMessage().contains("desiredVelocity"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> c.move(v, 0)).getMessage().contains("delta"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> c.setMaxSlopeAngle(90)).getMessage().contains("maxSlopeAngle"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new CharacterController(world, 0.3f, 1, 2, v)).getMessage().contains("crouchHeight"));
    }
}
