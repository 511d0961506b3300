package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Hinge servo and spring, slider spring: against statics (the torque a servo can hold) and oscillator periods. */
class JointDriveTest {
    private static final double G = 9.81, H = 1 / 60.0;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Times (s) at which {@code value} crossed zero going up, linearly interpolated between steps. */
    static double[] upCrossings(double[] value, double h) {
        double[] t = new double[value.length];
        int n = 0;
        for (int i = 1; i < value.length; i++) if (value[i - 1] < 0 && value[i] >= 0) t[n++] = h * (i - 1 + value[i - 1] / (value[i - 1] - value[i]));
        return java.util.Arrays.copyOf(t, n);
    }

    static double period(double[] value, double h) {
        double[] up = upCrossings(value, h);
        return (up[up.length - 1] - up[0]) / (up.length - 1);
    }

    /**
     * A 1 kg unit cube on a hinge about z through its centre (I = 1/6), a servo toward
     * {@code target} (stiffness 100, damping 8) against a steady load of 5 N m about z. Returns
     * {angle, spin} after {@code steps} steps.
     */
    private static float[] servo(float target, float maxTorque, int steps) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody cube = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 5, 0));
            HingeJoint hinge = w.createHingeJoint(cube, null, new Vector3(0, 5, 0), Vector3.Z);
            hinge.setServo(target, 100, 8, maxTorque);
            Vector3 load = new Vector3(0, 0, 5);
            for (int i = 0; i < steps; i++) {
                cube.applyTorque(load);
                w.stepOnce();
            }
            return new float[] {hinge.getAngle(), hinge.getAngularSpeed()};
        } finally {
            w.dispose();
        }
    }

    @Test
    void hingeServoHoldsShortOfItsTargetByLoadOverStiffnessAndSlipsWhenTheLoadExceedsItsTorque() {
        float[] held = servo(0.5f, 50, 300);
        // 5 N m against at most 3 (saturated within a few steps): spins up at (5 - 3) / I = 12 rad/s^2
        float[] early = servo(0, 3, 15), late = servo(0, 3, 30);
        double rate = (late[1] - early[1]) / (15 * H);
        System.out.printf("servo to 0.5 rad, k 100, load 5 N m: held at %.5f rad (0.5 + 5 / 100 = 0.55); bound 3 N m: spins up at %.4f rad/s^2 (12)%n",
                held[0], rate);
        assertEquals(0.55, held[0], 1e-4);
        assertEquals(12, rate, 1e-3 * 12);
    }

    @Test
    void hingeSpringOscillatesWithTheTorsionalPeriod() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody bob = w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(1).gravityScale(0).position(1, 5, 0));
            HingeJoint hinge = w.createHingeJoint(bob, null, new Vector3(0, 5, 0), Vector3.Z);
            float k = 10, rest = 0.2f;
            hinge.setSpring(rest, k, 0);
            double[] swing = new double[600];
            for (int i = 0; i < swing.length; i++) {
                w.stepOnce();
                swing[i] = hinge.getAngle() - rest;
            }
            double inertia = 1 + 0.4 * 0.01, expected = 2 * Math.PI * Math.sqrt(inertia / k);
            double p = period(swing, H);
            System.out.printf("hinge spring: period %.5f s (2 pi sqrt(I/k) = %.5f)%n", p, expected);
            assertEquals(expected, p, 0.01 * expected);
        } finally {
            w.dispose();
        }
    }

    /** A 2 kg box on a vertical slider spring (200 N/m) under gravity; returns its position each step. */
    private static double[] sliderSpring(float damping, int steps) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.1f, 0.1f, 0.1f)).mass(2).position(0, 5, 0));
            SliderJoint slider = w.createSliderJoint(box, null, new Vector3(0, 5, 0), Vector3.Y);
            slider.setSpring(0, 200, damping);
            double[] y = new double[steps];
            for (int i = 0; i < steps; i++) {
                w.stepOnce();
                y[i] = slider.getPosition();
            }
            return y;
        } finally {
            w.dispose();
        }
    }

    @Test
    void sliderSpringSettlesAtMgOverKAndOscillatesWithItsPeriod() {
        double sag = 2 * G / 200, expected = 2 * Math.PI * Math.sqrt(2 / 200.0);
        double[] free = sliderSpring(0, 300);
        for (int i = 0; i < free.length; i++) free[i] += sag;
        double p = period(free, H);
        double[] damped = sliderSpring((float) (2 * Math.sqrt(200 * 2)), 300); // critical
        System.out.printf("slider spring: period %.5f s (2 pi sqrt(m/k) = %.5f), critically damped rests at %.6f m (-m g / k = %.6f)%n",
                p, expected, damped[299], -sag);
        assertEquals(expected, p, 0.02 * expected);
        assertEquals(-sag, damped[299], 1e-5);
    }

    @Test
    void badDrivesAreRefusedByName() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody bob = w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(1).position(0, 4, 0));
            HingeJoint hinge = w.createHingeJoint(bob, null, new Vector3(0, 5, 0), Vector3.Z);
            assertEquals("maxTorque must be finite and >= 0, was -1.0", assertThrows(IllegalArgumentException.class, () -> hinge.setServo(1, 10, 1, -1)).getMessage());
            assertEquals("stiffness must be finite and > 0, was 0.0", assertThrows(IllegalArgumentException.class, () -> hinge.setServo(1, 0, 1, 1)).getMessage());
            assertEquals("stiffness must be finite and >= 0, was NaN",
                    assertThrows(IllegalArgumentException.class, () -> hinge.setSpring(0, Float.NaN, 1)).getMessage());
        } finally {
            w.dispose();
        }
    }
}
