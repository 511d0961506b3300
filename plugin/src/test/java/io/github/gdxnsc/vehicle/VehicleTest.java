package io.github.gdxnsc.vehicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The raycast vehicle against closed forms: static sag, F/m, braking distance, the bicycle model's yaw rate. */
class VehicleTest {
    static final float DT = 1 / 60f, MASS = 800, K = 30000, G = 9.81f, WHEELBASE = 2.8f;
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

    static NscWorld groundWorld(int threads) {
        NscConfig c = NscConfig.defaults();
        c.threads = threads;
        NscWorld w = new NscWorld(c);
        // a triangle mesh: Bullet's ray test is exact on triangles, while on a convex shape its
        // error grows with the shape's size (centimetres on a 400 m box), which would shake the springs
        float s = 200;
        w.createBody(new BodyDef().shape(w.shapes().staticMesh(new float[] {-s, 0, -s, s, 0, -s, s, 0, s, -s, 0, s}, new int[] {0, 2, 1, 0, 3, 2})).mass(0));
        return w;
    }

    /** An 800 kg car at (x, z): four wheels 1.6 m apart, 2.8 m wheelbase, rear-wheel drive, front steering. */
    static Vehicle car(NscWorld w, float x, float z) {
        RigidBody chassis = w.createBody(new BodyDef().shape(w.shapes().box(0.9f, 0.3f, 2f)).mass(MASS).position(x, 1.05f, z));
        Vehicle car = new Vehicle(w, chassis);
        for (int k = 0; k < 4; k++) {
            boolean front = k < 2;
            VehicleWheel wheel = car.addWheel(new Vector3(k % 2 == 0 ? -0.8f : 0.8f, -0.3f, front ? -WHEELBASE / 2 : WHEELBASE / 2), 0.35f, 0.4f);
            wheel.setSuspension(K, 3000, 0.3f).setFrictionSlip(1.5f).setSteerable(front).setDriven(!front);
        }
        return car;
    }

    private void run(Vehicle car, int steps) {
        for (int s = 0; s < steps; s++) {
            car.update(DT);
            world.stepOnce();
        }
    }

    @Test
    void restsAtTheStaticCompression() {
        world = groundWorld(1);
        Vehicle car = car(world, 0, 0);
        run(car, 180);
        float expected = MASS * G / (4 * K); // m g / (n k)
        for (int i = 0; i < 4; i++) {
            VehicleWheel w = car.getWheel(i);
            assertTrue(w.isInContact());
            assertEquals(expected, w.getCompression(), 0.01f * expected, "wheel " + i);
            assertEquals(MASS * G / 4, w.getSuspensionForce(), 0.005f * MASS * G / 4, "wheel " + i + " carries a quarter");
        }
        assertEquals(1.05f - expected, car.getChassis().getPosition(p).y, 1e-3f, "the chassis sank by the compression");
        assertEquals(0f, car.getChassis().getLinearVelocity(v).len(), 1e-3f);
    }

    @Test
    void acceleratesAtForceOverMass() {
        world = groundWorld(1);
        Vehicle car = car(world, 0, 0);
        run(car, 120);
        float force = 4000; // against a grip of 1.5 * 2 * 1962 N on the driven wheels
        car.setEngineForce(force);
        float v0 = car.getForwardSpeed();
        run(car, 60);
        assertEquals(force / MASS, car.getForwardSpeed() - v0, 0.01f * force / MASS, "F/m over 1 s");
        assertEquals(0f, car.getChassis().getPosition(p).x, 1e-3f, "straight ahead");
        assertTrue(p.z < -2, "forward is -z");
        for (int i = 0; i < 4; i++) assertFalse(car.getWheel(i).isSkidding(), "enough grip");
        // the contact point's speed, which the chassis' squat still rocks a little after 1 s
        assertEquals(car.getForwardSpeed() / 0.35f, car.getWheel(2).spinSpeed, 0.02f * car.getForwardSpeed() / 0.35f, "the wheels roll");
    }

    @Test
    void brakesToAStopInTheClosedFormDistance() {
        world = groundWorld(1);
        Vehicle car = car(world, 0, 0);
        run(car, 120);
        car.getChassis().setLinearVelocity(v.set(0, 0, -10));
        float z0 = car.getChassis().getPosition(p).z;
        float brake = 4000; // 5 m/s^2: 10 m from 10 m/s
        car.setBrakeForce(brake);
        run(car, 180);
        float travelled = z0 - car.getChassis().getPosition(p).z;
        assertEquals(10 * 10 / (2 * brake / MASS), travelled, 0.15f, "v^2 / 2a");
        assertEquals(0f, car.getChassis().getLinearVelocity(v).len(), 0.01f, "stopped and held");
    }

    @Test
    void turnsLeftAtTheBicycleModelsYawRate() {
        world = groundWorld(1);
        Vehicle car = car(world, 0, 0);
        run(car, 120);
        car.getChassis().setLinearVelocity(v.set(0, 0, -5));
        float steer = 0.2f;
        car.setSteering(steer);
        run(car, 60);
        float speed = car.getForwardSpeed();
        float yawRate = car.getChassis().getAngularVelocity(v).y;
        double expected = speed * Math.tan(steer) / WHEELBASE;
        assertEquals(expected, yawRate, 0.1 * expected, "v tan(delta) / L, at " + speed + " m/s");
        assertTrue(car.getChassis().getPosition(p).x < -0.3f, "moved to the left, x = " + p.x);
        car.setSteering(-steer);
        run(car, 120);
        assertTrue(car.getChassis().getAngularVelocity(v).y < 0, "and right");
    }

    @Test
    void updatesWithoutAllocating() {
        world = groundWorld(1);
        Vehicle car = car(world, 0, 0);
        car.setEngineForce(2000);
        car.setSteering(0.1f);
        run(car, 60);
        assertEquals(0, io.github.gdxnsc.testutil.Allocation.leastOf(5, () -> {
            for (int s = 0; s < 20; s++) car.update(DT);
        }), "bytes allocated by 20 updates");
    }

    @Test
    void refusesBadInputNamingTheField() {
        world = groundWorld(1);
        Vehicle car = car(world, 0, 0);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> car.setEngineForce(Float.NaN)).getMessage().contains("engineForce"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> car.setBrakeForce(-1)).getMessage().contains("brakeForce"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> car.getWheel(0).setSuspension(K, 1, 1)).getMessage().contains("maxTravel"));
        RigidBody ground = world.getBodies().get(0);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Vehicle(world, ground)).getMessage().contains("DYNAMIC"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> car.update(0)).getMessage().contains("h"));
    }
}
