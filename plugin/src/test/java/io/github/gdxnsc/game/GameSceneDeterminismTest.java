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
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A character and a car on scripted inputs in one world (stairs, a ramp, a moving platform, a
 * crate to push, a wall of boxes the car runs into, a rope bridge a load drops on, a one-way slab): 1, 2 and 3 threads must agree bit for bit,
 * character and wheels included.
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
            w.createBody(new BodyDef().shape(w.shapes().box(0.3f, 0.05f, 1)).mass(0).position(1, 0.5f, 0).filter((short) 64, (short) -1));
            hero.setOneWayGroups((short) 64);
            Vector3 walk = new Vector3(), p = new Vector3();
            Quaternion q = new Quaternion();
            long h = 1;
            int bodies = w.getBodyCount();
            for (int f = 0; f < 240; f++) {
                // the character: up the stairs, onto the lift, a jump, a crouch; then to the crate
                walk.set(f < 120 ? 2 : -1, 0, f < 120 ? 0 : -2);
                if (f == 60 || f == 175) hero.jump(4);
                hero.setCrouching(f > 150 && f < 170);
                platform.setKinematicTarget(p.set(6 + (float) Math.sin(f * 0.03) * 2, 0.7f, 0), q.set(Vector3.Y, f * 0.5f));
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
            return h;
        } finally {
            w.dispose();
        }
    }
}
