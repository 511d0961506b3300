package io.github.gdxnsc.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.character.CharacterController;
import io.github.gdxnsc.character.GroundState;
import io.github.gdxnsc.vehicle.Vehicle;
import io.github.gdxnsc.vehicle.VehicleWheel;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.Contact;
import io.github.gdxnsc.world.ContactListener;
import io.github.gdxnsc.world.ContactSettings;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A character and a car on scripted inputs in one world with every feature of the demo's game
 * scene (stairs, a ramp, a rising and turning platform, a crate to push, a wall of boxes the car
 * runs into, a rope bridge a load drops on, a one-way slab the character walks through and a ball
 * rises through by a listener's preSolve, a heightfield the car drives onto with a hill a ball
 * rolls off and a crate slides down): 1, 2 and 3 threads must agree bit for bit, character, wheels
 * and contact events included.
 */
class GameSceneDeterminismTest {
    static final float DT = 1 / 60f;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void oneTwoAndThreeThreadsAgreeBitwise() {
        long one = run(1), two = run(2), three = run(3);
        assertEquals(one, two, "2 threads differ from 1");
        assertEquals(one, three, "3 threads differ from 1");
    }

    static long run(int threads) {
        NscConfig c = NscConfig.defaults();
        c.threads = threads;
        NscWorld w = new NscWorld(c);
        try {
            float s = 100;
            w.createBody(new BodyDef().shape(w.shapes().staticMesh(new float[] {-s, 0, -s, s, 0, -s, s, 0, s, -s, 0, s}, new int[] {0, 2, 1, 0, 3, 2})).mass(0));
            for (int k = 0; k < 4; k++) // stairs of 0.2 m rising toward +x from x = 2
                w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.1f * (k + 1), 1.5f)).mass(0).position(2.25f + 0.5f * k, 0.1f * (k + 1), 0));
            Quaternion tilt = new Quaternion(Vector3.X, 20);
            w.createBody(new BodyDef().shape(w.shapes().box(1.5f, 0.2f, 4)).mass(0).rotation(tilt).position(-4, 0.9f, 3));
            RigidBody platform = w.createBody(new BodyDef().type(BodyType.KINEMATIC).shape(w.shapes().box(1, 0.1f, 1)).position(6, 0.7f, 0));
            w.createBody(new BodyDef().shape(w.shapes().box(0.4f, 0.4f, 0.4f)).mass(20).position(0, 0.4f, -3));
            for (int i = 0; i < 8; i++) // a wall of boxes for the car
                for (int j = 0; j < 4; j++)
                    for (int k = 0; k < 3; k++)
                        w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).mass(5).position(-6 + 0.5f * i, 0.25f + 0.5f * j, -20 - 0.5f * k));
            RigidBody chassis = w.createBody(new BodyDef().shape(w.shapes().box(0.9f, 0.3f, 2f)).mass(800).position(-4, 1.05f, -8));
            Vehicle car = new Vehicle(w, chassis);
            for (int k = 0; k < 4; k++) {
                boolean front = k < 2;
                VehicleWheel wh = car.addWheel(new Vector3(k % 2 == 0 ? -0.8f : 0.8f, -0.3f, front ? -1.4f : 1.4f), 0.35f, 0.4f);
                wh.setSuspension(30000, 3000, 0.3f).setFrictionSlip(1.5f).setSteerable(front).setDriven(!front);
            }
            RigidBody[] planks = new RigidBody[4]; // a rope bridge, its ropes with slack, the car's wall beside it
            for (int i = 0; i < planks.length; i++)
                planks[i] = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.025f, 0.5f)).mass(10).position(-8.3f - 0.5f * i, 1, 3));
            for (int i = 0; i <= planks.length; i++)
                for (int side = -1; side <= 1; side += 2) {
                    Vector3 east = new Vector3(-8 - 0.5f * i, 1, 3 + 0.45f * side), west = new Vector3(east.x - 0.1f, 1, east.z);
                    RigidBody eastPlank = i > 0 ? planks[i - 1] : null, westPlank = i < planks.length ? planks[i] : null;
                    (westPlank != null ? w.createDistanceJoint(westPlank, eastPlank, west, east) : w.createDistanceJoint(eastPlank, null, east, west)).setLength(0, 0.11f);
                }
            w.createBody(new BodyDef().shape(w.shapes().box(0.3f, 0.3f, 0.3f)).mass(40).position(-9.3f, 1.5f, 3)); // a load dropped on the bridge
            CharacterController hero = new CharacterController(w, 0.3f, 1, 0.4f, new Vector3(0, 0.01f, 0));
            // a one-way slab at knee height on the character's way, walked through from the side
            RigidBody slab = w.createBody(new BodyDef().shape(w.shapes().box(0.3f, 0.05f, 1)).mass(0).position(1, 0.5f, 0).filter((short) 64, (short) -1));
            hero.setOneWayGroups((short) 64);
            // the slab is one-way for bodies too: a ball thrown up from under it passes and lands on it
            RigidBody riser = w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(1).position(1, 0.15f, -0.85f).linearVelocity(0, 4.5f, 0));
            long[] events = {1};
            w.setContactListener(new ContactListener() {
                @Override
                public void preSolve(Contact ct, ContactSettings set) {
                    if (ct.getBodyA() == slab && ct.normal.y > -0.5f || ct.getBodyB() == slab && ct.normal.y < 0.5f) set.enabled = false;
                }

                @Override
                public void beginContact(RigidBody a, RigidBody b) {
                    events[0] = 31 * events[0] + 1000L * a.getIndex() + b.getIndex();
                }
            });
            // terrain under the car's way: flat where it drives (the wheels' rays hit it), a hill to its right a ball rolls off and a crate slides down
            int n = 17;
            float[] heights = new float[n * n];
            for (int r = 0; r < n; r++)
                for (int col = 0; col < n; col++) {
                    float dx = 0.5f * (col - 14), dz = 0.5f * (r - 2);
                    heights[r * n + col] = 0.8f * (float) Math.exp(-(dx * dx + dz * dz));
                }
            w.createBody(new BodyDef().shape(w.shapes().heightfield(heights, n, n, 0.5f)).mass(0).friction(0.8f).position(-4, 0, -11));
            RigidBody roller = w.createBody(new BodyDef().shape(w.shapes().sphere(0.2f)).mass(2).position(-1.6f, 1.3f, -14.3f));
            w.createBody(new BodyDef().shape(w.shapes().box(0.15f, 0.15f, 0.15f)).mass(3).friction(0.2f).position(-1, 1, -13.2f));
            Vector3 walk = new Vector3(), p = new Vector3();
            Quaternion q = new Quaternion();
            long h = 1;
            int bodies = w.getBodyCount();
            for (int f = 0; f < 240; f++) {
                // the character: up the stairs, onto the lift, a jump, a crouch; then to the crate
                walk.set(f < 120 ? 2 : -1, 0, f < 120 ? 0 : -2);
                if (f == 60 || f == 175) hero.jump(4);
                hero.setCrouching(f > 150 && f < 170);
                platform.setKinematicTarget(p.set(6 + (float) Math.sin(f * 0.03) * 2, 0.7f + 0.2f * (float) Math.sin(f * 0.05), 0), q.set(Vector3.Y, f * 0.5f));
                // the car: accelerate into the wall, steer, brake
                car.setEngineForce(f < 150 ? 5000 : 0);
                car.setSteering(f > 60 && f < 90 ? 0.1f : 0);
                car.setBrakeForce(f >= 150 ? 6000 : 0);
                car.update(DT);
                w.stepOnce();
                hero.move(walk, DT);
                h = 31 * h + Float.floatToIntBits(hero.getPosition(p).x) + 7L * Float.floatToIntBits(p.y) + 13L * Float.floatToIntBits(p.z);
                h = 31 * h + hero.getGroundState().ordinal();
                for (int i = 0; i < 4; i++) h = 31 * h + Float.floatToIntBits(car.getWheel(i).getSuspensionForce()) + Float.floatToIntBits(car.getWheel(i).getSpin());
                for (int i = 0; i < bodies; i++) {
                    RigidBody b = w.getBodies().get(i);
                    h = 31 * h + Float.floatToIntBits(b.getPosition(p).x) + 7L * Float.floatToIntBits(p.y) + 13L * Float.floatToIntBits(p.z);
                }
            }
            // the script did what it says: the car reached the wall, the character left the ground and landed
            assertTrue(chassis.getPosition(p).z < -14, "the car drove to the wall, z = " + p.z);
            assertEquals(GroundState.GROUNDED, hero.getGroundState());
            assertTrue(riser.getPosition(p).y > 0.6f, "the ball rose through the one-way slab and rests on it, y = " + p.y);
            assertTrue(roller.getPosition(p).dst(-1.6f, 1.3f, -14.3f) > 1, "the ball rolled off the hill, at " + p);
            return 31 * h + events[0];
        } finally {
            w.dispose();
        }
    }
}
