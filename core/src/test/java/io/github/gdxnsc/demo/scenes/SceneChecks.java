package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.BoundingBox;
import io.github.gdxnsc.world.HingeJoint;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.RigidBody;
import java.util.List;
import java.util.Locale;

/**
 * What each scene of the catalogue must do, as checks on a {@link SceneRun}. Each check runs the
 * scene for {@link #STEPS} fixed steps, recording what it needs, and then asserts, so a caller
 * that expects a check to fail still gets the whole run. Expected values come from the scene's
 * own description (its bodies, joints and constants as the catalogue records them) and from
 * physics: Coulomb's law on the incline, the pendulum equation, the motor's torque bound over the
 * paddle's inertia, the contact slop per resting interface; never from a measured run.
 */
final class SceneChecks {
    /** 5 s at the default 60 Hz: long enough for a full swing of the longest pendulum and the motor's first reversal. */
    static final int STEPS = 300;
    /**
     * Steps a stack is given to settle onto its contacts before its vertical bounds apply (0.5 s):
     * the 18-layer tower's top dips 4 cm below its resting height and rebounds 5 mm above its
     * start within the first 0.4 s, converged solve or not.
     */
    static final int SETTLE_STEPS = 30;

    private SceneChecks() {
    }

    /**
     * How far two shapes the world made overlap at rest (m): the slop's rest depth, less the two
     * collision skins that hold most of it.
     */
    static double restOverlap(NscConfig c) {
        return c.contactSlop * c.contactRestShare - 2.0 * c.contactSkin;
    }

    /** Runs the scene's own check. */
    static String check(SceneRun run, StackBounds stackBounds, double motorSpeedTolerance) {
        switch (run.scene.name()) {
            case "pyramid":
            case "wall":
            case "tower":
            case "mass-ratio":
            case "heavy-on-light":
            case "light-on-heavy":
            case "tower-pull": // their disturbance comes after the check's 5 s: the towers and the wall
            case "tower-row":
            case "wall-shot": return stack(run, stackBounds);
            case "arch":
            case "arch-slip":
            case "column": return OutcomeChecks.check(run);
            case "incline": return incline(run);
            case "pendulum": return pendulum(run);
            case "motor": return motor(run, motorSpeedTolerance);
            case "chain": return chain(run);
            case "pile": return pile(run);
            case "impact": return impact(run);
            case "playground": return playground(run);
            case "game": return game(run);
            case "cradle": return FeatureSceneChecks.cradle(run);
            case "dominoes": return FeatureSceneChecks.dominoes(run);
            case "cards": return FeatureSceneChecks.cards(run);
            case "joints": return JointsCheck.check(run);
            case "springs": return SpringsCheck.check(run);
            case "hulls": return HullsCheck.check(run);
            case "mesh-ground": return MeshGroundCheck.check(run);
            case "queries": return QueriesCheck.check(run);
            case "ccd": return CcdCheck.check(run);
            default: throw new AssertionError("no check for scene " + run.scene + ": every scene says what it must do");
        }
    }

    // ---- stacks ---------------------------------------------------------------------------

    /**
     * How far a standing structure may stray, each the worst over the bodies: horizontal drift over
     * the run, vertical excursion over the run outside the band between the start and the resting
     * height (m), and distance from the resting height at the end (m), rotation over the run
     * (rad), and the fastest body's speed at the end (m/s; NaN: not checked).
     */
    record StackBounds(double horizontal, double vertical, double rotation, double restSpeed) {
        /** Still standing: no body drifted 5 cm, strayed 2 cm from its resting height or turned 3 degrees. */
        static final StackBounds STANDING = new StackBounds(0.05, 0.02, 0.05, Double.NaN);
        /** At rest, as a converged solve leaves it: to the half millimetre, and still. */
        static final StackBounds AT_REST = new StackBounds(1e-3, 5e-4, 2e-3, 0.01);
        /** Not fallen: no body drifted 25 cm, strayed 1 m vertically or turned 20 degrees (for stacks that do not stand yet). */
        static final StackBounds NOT_FALLEN = new StackBounds(0.25, 1.0, 0.35, Double.NaN);
    }

    /**
     * A stack stays where it was built. Each body sinks by the rest overlap ({@link #restOverlap}:
     * the slop less the two skins) once per resting interface under it (penetration up to the slop
     * is not corrected), and by up to the recovery dead band more (penetration within it of the slop
     * is not pushed out either), so its resting height lies between its start minus
     * {@code depth x overlap} and its start minus {@code depth x (overlap + band)}, depth counted
     * down to the ground by {@link #supportDepth}.
     * Once settled ({@link #SETTLE_STEPS}) a body stays between its start and the bottom of that
     * band; at the end it is within the band. Horizontal drift and rotation count from the start.
     * In a scene of tilted boxes (cards leaning on edges) a box's grown corner stands proud of its
     * given one by up to (sqrt 3 - 1) skins (a box grows as a box), so a body may rest that much
     * higher per interface under it.
     */
    static String stack(SceneRun run, StackBounds bounds) {
        int n = run.bodyCount();
        int[] depth = supportDepth(run.declared().bodies());
        double slop = restOverlap(run.world.getConfig()), band = run.world.getConfig().recoveryDeadBand;
        Quaternion[] startRotation = new Quaternion[n];
        boolean tilted = false;
        for (int i = 0; i < n; i++) {
            startRotation[i] = run.body(i).getRotation(new Quaternion());
            tilted |= !run.body(i).isStatic() && !axisAligned(startRotation[i]);
        }
        double proud = tilted ? (Math.sqrt(3) - 1) * run.world.getConfig().contactSkin : 0;
        double horizontal = 0, excursion = 0, rotation = 0;
        int worstH = -1, worstE = -1, worstR = -1;
        Vector3 p = new Vector3();
        Quaternion q = new Quaternion();
        for (int s = 0; s < STEPS; s++) {
            run.step();
            for (int i = 0; i < n; i++) {
                if (run.body(i).isStatic()) continue;
                Vector3 s0 = run.start(i);
                run.body(i).getPosition(p);
                double h = Math.hypot(p.x - s0.x, p.z - s0.z);
                double sink = s0.y - p.y;
                double e = s < SETTLE_STEPS ? 0 : Math.max(sink - depth[i] * (slop + band), -sink - depth[i] * proud);
                double r = angle(startRotation[i], run.body(i).getRotation(q));
                if (!(h <= horizontal)) { horizontal = h; worstH = i; } // NaN positions count as worst
                if (!(e <= excursion)) { excursion = e; worstE = i; }
                if (!(r <= rotation)) { rotation = r; worstR = i; }
            }
        }
        double speed = 0, offRest = 0;
        int worstRest = -1;
        for (int i = 0; i < n; i++) {
            if (run.body(i).isStatic()) continue;
            speed = Math.max(speed, run.body(i).getLinearVelocity(p).len());
            double sink = run.start(i).y - run.body(i).getPosition(p).y;
            double off = Math.max(depth[i] * (slop - proud) - sink, sink - depth[i] * (slop + band)); // outside the resting band
            off = Math.max(off, 0);
            if (!(off <= offRest)) { offRest = off; worstRest = i; }
        }
        String summary = String.format(Locale.ROOT, "%s: worst horizontal drift %.4f m (body %d), vertical excursion %.4f m (body %d),"
                        + " off its resting height at the end %.4f m (body %d), turned %.4f rad (body %d); fastest body at the end %.4f m/s",
                run.scene, horizontal, worstH, excursion, worstE, offRest, worstRest, rotation, worstR, speed);
        assertTrue(horizontal <= bounds.horizontal(), summary + ": drift above " + bounds.horizontal());
        assertTrue(excursion <= bounds.vertical(), summary + ": a body sank below its resting height or rose above its start by more than " + bounds.vertical());
        assertTrue(offRest <= bounds.vertical(), summary + ": a body ended more than " + bounds.vertical() + " off its resting height");
        assertTrue(rotation <= bounds.rotation(), summary + ": turned more than " + bounds.rotation());
        if (!Double.isNaN(bounds.restSpeed())) assertTrue(speed <= bounds.restSpeed(), summary + ": not at rest");
        return summary;
    }

    /**
     * Resting interfaces under each body down to the ground (0 for static bodies): 1 + the largest
     * depth among the bodies whose top face meets its bottom face, within 2 cm vertically and
     * overlapping it horizontally; the ground's top face counts as depth 0.
     */
    static int[] supportDepth(List<BodySpec> bodies) {
        int n = bodies.size();
        BoundingBox[] box = new BoundingBox[n];
        for (int i = 0; i < n; i++) box[i] = SceneCatalogueTest.bounds(bodies.get(i));
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        java.util.Arrays.sort(order, (a, b) -> Float.compare(box[a].min.y, box[b].min.y));
        int[] depth = new int[n];
        for (int i : order) {
            if (bodies.get(i).isStatic()) continue;
            int below = -1;
            for (int j = 0; j < n; j++) {
                if (j == i || Math.abs(box[j].max.y - box[i].min.y) > 0.02f) continue;
                boolean overlaps = box[j].min.x < box[i].max.x && box[i].min.x < box[j].max.x
                        && box[j].min.z < box[i].max.z && box[i].min.z < box[j].max.z;
                if (overlaps) below = Math.max(below, depth[j]);
            }
            if (below < 0) fail("body " + i + " " + bodies.get(i) + " rests on nothing");
            depth[i] = below + 1;
        }
        return depth;
    }

    /** True when the rotation maps every axis onto a world axis (a box standing square, not tilted). */
    static boolean axisAligned(Quaternion q) {
        Vector3 axis = new Vector3();
        for (Vector3 a : new Vector3[] {Vector3.X, Vector3.Y, Vector3.Z}) {
            q.transform(axis.set(a));
            if (Math.max(Math.abs(axis.x), Math.max(Math.abs(axis.y), Math.abs(axis.z))) < 1 - 1e-6) return false;
        }
        return true;
    }

    /** Angle (rad) of the rotation from a to b. */
    static double angle(Quaternion a, Quaternion b) {
        double dot = Math.min(1, Math.abs(a.dot(b)));
        return 2 * Math.acos(dot);
    }

    // ---- incline --------------------------------------------------------------------------

    /**
     * Coulomb's law on the slope, box by box: with the contact's friction (box times slope, the
     * product rule) below tan(theta) a box slides with a = g (sin theta - mu cos theta), which the
     * check turns back into the friction it measured: the least-squares slope of the box's
     * down-slope velocity against time from 0.25 s (landed) to 1.5 s (every slider still on the
     * slope). At or above tan(theta) a box sticks: after landing (it starts 5 mm above the slope)
     * it does not move. No box tips over while on the slope (the fastest slides off at about 2 s).
     */
    static String incline(SceneRun run) {
        List<BodySpec> declared = run.declared().bodies();
        int slope = 1;
        double theta = Math.toRadians(InclineScene.SLOPE_DEGREES);
        double g = run.world.getConfig().gravity.len();
        // down the slope: the slope's local -X, turned like the slope
        Vector3 down = declared.get(slope).rotation.transform(new Vector3(-1, 0, 0));
        int n = run.bodyCount();
        int first = (int) Math.round(0.25 / run.timeStep()), last = (int) Math.round(1.5 / run.timeStep());
        double[] st = new double[n], sv = new double[n], stt = new double[n], stv = new double[n], rotation = new double[n];
        Vector3[] landed = new Vector3[n];
        Quaternion[] startRotation = new Quaternion[n];
        for (int i = slope + 1; i < n; i++) startRotation[i] = run.body(i).getRotation(new Quaternion());
        Vector3 v = new Vector3();
        Quaternion q = new Quaternion();
        for (int s = 1; s <= STEPS; s++) {
            run.step();
            double t = s * run.timeStep();
            for (int i = slope + 1; i < n; i++) {
                if (s == first) landed[i] = run.body(i).getPosition(new Vector3());
                if (s >= first && s <= last) {
                    double speed = run.body(i).getLinearVelocity(v).dot(down);
                    st[i] += t;
                    sv[i] += speed;
                    stt[i] += t * t;
                    stv[i] += t * speed;
                }
                if (s <= last) rotation[i] = Math.max(rotation[i], angle(startRotation[i], run.body(i).getRotation(q)));
            }
        }
        int samples = last - first + 1;
        StringBuilder summary = new StringBuilder("incline:");
        Vector3 p = new Vector3();
        int sliders = 0, stickers = 0;
        double[] measuredMu = new double[n];
        for (int i = slope + 1; i < n; i++) {
            double mu = declared.get(i).friction * declared.get(slope).friction;
            double moved = run.body(i).getPosition(p).dst(landed[i]);
            if (mu < Math.tan(theta)) {
                sliders++;
                double a = (samples * stv[i] - st[i] * sv[i]) / (samples * stt[i] - st[i] * st[i]);
                measuredMu[i] = (g * Math.sin(theta) - a) / (g * Math.cos(theta));
                summary.append(String.format(Locale.ROOT, " mu %.2f slides at %.4f m/s^2 (Coulomb %.4f, measured mu %.4f), turned up to %.3f rad;",
                        mu, a, g * (Math.sin(theta) - mu * Math.cos(theta)), measuredMu[i], rotation[i]));
            } else {
                stickers++;
                double total = p.dst(run.start(i));
                summary.append(String.format(Locale.ROOT, " mu %.2f moved %.5f m after landing (%.4f m in all), turned up to %.3f rad;",
                        mu, moved, total, rotation[i]));
            }
        }
        for (int i = slope + 1; i < n; i++) {
            double mu = declared.get(i).friction * declared.get(slope).friction;
            if (mu < Math.tan(theta)) {
                assertEquals(mu, measuredMu[i], 0.005, "box " + i + " slides with the wrong friction: " + summary);
            } else {
                assertTrue(run.body(i).getPosition(p).dst(landed[i]) <= 1e-3, "box " + i + " should stick: " + summary);
                assertTrue(p.dst(run.start(i)) <= 0.01, "box " + i + " moved more than its 5 mm landing: " + summary);
            }
            assertTrue(rotation[i] <= 0.1, "box " + i + " tipped: " + summary);
        }
        assertTrue(sliders >= 2 && stickers >= 2, "the incline should have boxes on both sides of tan(theta): " + summary);
        return summary.toString();
    }

    // ---- pendulum -------------------------------------------------------------------------

    /**
     * Each bob is a solid sphere on a ball joint, so each pendulum is a physical pendulum: pivot
     * inertia I = m l^2 + 2/5 m r^2, and released from rest at theta0 its exact period is
     * T = 4 sqrt(I / (m g l)) K(sin(theta0 / 2)) (K the complete elliptic integral of the first
     * kind). Measured between the first and third crossing of the vertical, within 0.5 %: the
     * small-angle period is 3 % shorter and a point bob's 1.8 % shorter at 1 m, so a wrong model
     * or a wrong integrator fails. Each bob also stays in its plane and within 1 cm of its length.
     */
    static String pendulum(SceneRun run) {
        RecordingSink declared = run.declared();
        double g = run.world.getConfig().gravity.len();
        double theta0 = Math.toRadians(PendulumScene.RELEASE_DEGREES);
        int count = declared.joints().size();
        int[] bob = new int[count];
        double[] length = new double[count], previous = new double[count], stretch = new double[count], outOfPlane = new double[count];
        double[][] crossings = new double[count][3];
        int[] crossed = new int[count];
        Vector3[] pivot = new Vector3[count];
        Vector3 p = new Vector3();
        for (int j = 0; j < count; j++) {
            JointSpec joint = declared.joints().get(j);
            bob[j] = joint.bodyA;
            pivot[j] = new Vector3(joint.anchor);
            length[j] = declared.bodies().get(bob[j]).position.dst(pivot[j]);
            previous[j] = run.body(bob[j]).getPosition(p).x - pivot[j].x;
        }
        for (int s = 1; s <= STEPS; s++) {
            run.step();
            for (int j = 0; j < count; j++) {
                run.body(bob[j]).getPosition(p);
                double x = p.x - pivot[j].x;
                if ((previous[j] < 0) != (x < 0) && crossed[j] < 3) { // interpolated within the step
                    crossings[j][crossed[j]++] = (s - 1 + previous[j] / (previous[j] - x)) * run.timeStep();
                }
                previous[j] = x;
                stretch[j] = Math.max(stretch[j], Math.abs(p.dst(pivot[j]) - length[j]));
                outOfPlane[j] = Math.max(outOfPlane[j], Math.abs(p.z - pivot[j].z));
            }
        }
        StringBuilder summary = new StringBuilder("pendulum:");
        double[] expected = new double[count];
        for (int j = 0; j < count; j++) {
            double l = length[j], r = declared.bodies().get(bob[j]).radius;
            expected[j] = 4 * Math.sqrt((l * l + 0.4 * r * r) / (g * l)) * ellipticK(Math.sin(theta0 / 2));
            double period = crossed[j] == 3 ? crossings[j][2] - crossings[j][0] : Double.NaN;
            summary.append(String.format(Locale.ROOT, " l %.1f m: period %.4f s (exact %.4f s), stretch %.4f m, out of plane %.4f m;",
                    l, period, expected[j], stretch[j], outOfPlane[j]));
        }
        for (int j = 0; j < count; j++) {
            assertEquals(3, crossed[j], "pendulum " + j + " did not swing a full period: " + summary);
            assertEquals(expected[j], crossings[j][2] - crossings[j][0], 0.005 * expected[j], "pendulum " + j + ": " + summary);
            assertTrue(stretch[j] <= 0.01, "pendulum " + j + " left its length: " + summary);
            assertTrue(outOfPlane[j] <= 0.01, "pendulum " + j + " left its plane: " + summary);
        }
        return summary.toString();
    }

    /** Complete elliptic integral of the first kind, K(k) = pi / (2 AGM(1, sqrt(1 - k^2))). */
    static double ellipticK(double k) {
        double a = 1, b = Math.sqrt(1 - k * k);
        for (int i = 0; i < 30 && Math.abs(a - b) > 1e-15 * a; i++) {
            double mean = (a + b) / 2;
            b = Math.sqrt(a * b);
            a = mean;
        }
        return Math.PI / (2 * a);
    }

    // ---- motor ----------------------------------------------------------------------------

    /**
     * The paddle's hinge motor. While its torque is below the bound the motor row is not active
     * and the paddle turns at the target speed (within {@code speedTolerance}, the solve's
     * accuracy); at the bound the paddle's angular acceleration is maxTorque / I, with I the
     * paddle box's inertia about the hinge axis: that is how it spins up from rest, and how it
     * turns round at the first reversal (4 s), after which it holds minus the target.
     */
    static String motor(SceneRun run, double speedTolerance) {
        RecordingSink declared = run.declared();
        JointSpec motor = declared.joints().get(0);
        BodySpec paddle = declared.bodies().get(motor.bodyA);
        assertEquals(Vector3.Y, motor.axis, "the check assumes the paddle turns about Y");
        double inertia = paddle.mass / 3.0 * (paddle.halfExtents.x * paddle.halfExtents.x + paddle.halfExtents.z * paddle.halfExtents.z);
        double tau = motor.motorMaxTorque, target = motor.motorSpeed, h = run.timeStep();
        int reversal = (int) Math.round(MotorScene.REVERSE_SECONDS / h);
        double turnRound = 2 * target * inertia / tau; // seconds from +target to -target at the bound
        HingeJoint hinge = (HingeJoint) run.joint(0);
        double[] speed = new double[STEPS + 1];
        double worstFree = 0;
        int freeSteps = 0, worstStep = -1;
        for (int s = 1; s <= STEPS; s++) {
            run.step();
            speed[s] = hinge.getAngularSpeed();
            boolean atBound = Math.abs(hinge.getMotorTorque()) >= 0.999 * tau;
            double wanted = s <= reversal ? target : -target;
            boolean settling = s <= target * inertia / tau / h + 1 || (s > reversal && s <= reversal + turnRound / h + 1);
            if (!atBound && !settling) {
                freeSteps++;
                double error = Math.abs(speed[s] - wanted);
                if (!(error <= worstFree)) { worstFree = error; worstStep = s; }
            }
        }
        int spinUp = 6, turn = 12;
        double spinUpAcceleration = speed[spinUp] / (spinUp * h);
        double reversalAcceleration = (speed[reversal + turn] - speed[reversal]) / (turn * h);
        String summary = String.format(Locale.ROOT, "motor: spin-up %.4f rad/s^2, reversal %.4f rad/s^2 (bound over inertia %.4f);"
                        + " below the bound (%d steps) off the target by up to %.4f rad/s (step %d), end speed %.4f rad/s",
                spinUpAcceleration, reversalAcceleration, tau / inertia, freeSteps, worstFree, worstStep, speed[STEPS]);
        assertEquals(tau / inertia, spinUpAcceleration, 0.01 * tau / inertia, summary);
        assertEquals(-tau / inertia, reversalAcceleration, 0.01 * tau / inertia, summary);
        assertTrue(freeSteps >= STEPS / 2, "the motor was at its bound most of the run: " + summary);
        assertTrue(worstFree <= speedTolerance, summary + ": below its bound the motor must hold the target within " + speedTolerance);
        assertEquals(-target, speed[STEPS], speedTolerance, summary);
        return summary;
    }

    // ---- chain ----------------------------------------------------------------------------

    /**
     * Largest joint opening the chain check accepts: a quarter of a link's pitch (0.2 m). It
     * catches a broken or missing joint, which opens by metres within a second of free fall; it
     * does not hold the chain to what a correct engine does (within 1 cm: ours
     * opens by about 9 cm during the whip, velocity-level joint rows drift).
     */
    static final double CHAIN_OPENING = ChainScene.PITCH / 4;

    /**
     * The chain falls from horizontal and swings down under its anchor with its links connected:
     * each joint's opening is the distance between its anchor carried by body A and by body B
     * (or the world) from where the scene built them, so a joint the engine lost opens too.
     */
    static String chain(SceneRun run) {
        RecordingSink declared = run.declared();
        int joints = declared.joints().size();
        Vector3[] onA = new Vector3[joints], onB = new Vector3[joints];
        Matrix4 pose = new Matrix4();
        for (int j = 0; j < joints; j++) {
            JointSpec joint = declared.joints().get(j);
            onA[j] = new Vector3(joint.anchor).mul(run.body(joint.bodyA).getTransform(pose).inv());
            onB[j] = joint.bodyB == SceneSink.WORLD ? null : new Vector3(joint.anchor).mul(run.body(joint.bodyB).getTransform(pose).inv());
        }
        double worst = 0, lowest = Double.MAX_VALUE;
        int worstJoint = -1;
        int ball = declared.bodies().size() - 1;
        Vector3 anchor = declared.joints().get(0).anchor, a = new Vector3(), b = new Vector3();
        double chainLength = declared.bodies().get(ball).position.dst(anchor);
        for (int s = 0; s < STEPS; s++) {
            run.step();
            for (int j = 0; j < joints; j++) {
                JointSpec joint = declared.joints().get(j);
                a.set(onA[j]).mul(run.body(joint.bodyA).getTransform(pose));
                if (onB[j] == null) b.set(joint.anchor);
                else b.set(onB[j]).mul(run.body(joint.bodyB).getTransform(pose));
                double e = a.dst(b);
                if (!(e <= worst)) { worst = e; worstJoint = j; }
            }
            lowest = Math.min(lowest, run.body(ball).getPosition(a).y);
        }
        String summary = String.format(Locale.ROOT, "chain: worst joint opening %.4f m (joint %d), end ball lowest %.3f m below the anchor (chain %.3f m)",
                worst, worstJoint, anchor.y - lowest, chainLength);
        assertTrue(worst <= CHAIN_OPENING, summary + ": a joint opened by more than " + CHAIN_OPENING + " m");
        assertTrue(anchor.y - lowest >= 0.5 * chainLength, summary + ": the chain did not swing down");
        return summary;
    }

    // ---- playground -------------------------------------------------------------------------

    /** A ragdoll joint may open by this much (m) while the ragdoll lands. */
    static final double RAGDOLL_OPENING = 0.02;
    /** ... and swing beyond its cone by this much (rad): the limit rows engage within ConeTwistJoint.LIMIT_MARGIN. */
    static final double CONE_OVERSHOOT = 0.1;

    /**
     * The ragdoll falls and crumples on the ground with its joints connected and every joint's swing
     * (the angle between the twist axis carried by each body) within its cone; the box pyramid stands.
     */
    /**
     * The game level without a player: the box rides the rising, turning platform without sliding
     * (its (1 - cos)/2 schedule starts and stops smoothly, far below what friction holds), and the crates and the car's chassis (no wheel forces without the rig) rest where they
     * landed; in our world the rig holds the car on its springs at the static sag m g / (n k), the
     * character stands where it started, the rope bridge hangs on its ropes (released level, it
     * still swings at the end: no damping in the ropes), and the crate thrown from below rose through
     * the low one-way platform and rests on it.
     */
    static String game(SceneRun run) {
        Vector3 a = new Vector3(), b = new Vector3();
        Matrix4 pose = new Matrix4();
        Vector3 onPlatform = new Vector3(run.start(GameScene.RIDER)).mul(run.body(GameScene.PLATFORM).getTransform(pose).inv());
        double worstRide = 0;
        for (int s = 0; s < STEPS; s++) {
            run.step();
            a.set(onPlatform).mul(run.body(GameScene.PLATFORM).getTransform(pose));
            worstRide = Math.max(worstRide, run.body(GameScene.RIDER).getPosition(b).dst(a));
        }
        double restMoved = 0, fastest = 0;
        for (int i = 0; i < run.bodyCount(); i++) {
            RigidBody body = run.body(i);
            if (body.isStatic() || body.isKinematic() || i == GameScene.RIDER) continue;
            if (i >= GameScene.FIRST_PLANK && i < GameScene.FIRST_PLANK + GameScene.PLANKS) continue; // the bridge sags and swings from level: its check is below
            fastest = Math.max(fastest, body.getLinearVelocity(b).len());
            body.getPosition(a);
            restMoved = Math.max(restMoved, Math.hypot(a.x - run.start(i).x, a.z - run.start(i).z));
        }
        String summary = String.format(Locale.ROOT, "game: the box off its place on the platform by at most %.4f m; crates and chassis moved %.4f m sideways, fastest %.2e m/s",
                worstRide, restMoved, fastest);
        assertTrue(worstRide <= 0.02, summary + ": the box slid on the platform");
        assertTrue(restMoved <= 0.01, summary + ": a resting body moved");
        assertTrue(fastest <= 0.01, summary + ": a resting body still moves");
        GameRig rig = ((GameScene) run.scene).rig(run.loaded);
        if (rig == null) return summary;
        double sag = 1.05 - rig.car().getChassis().getPosition(a).y;
        double expected = GameRig.CAR_KG * 9.81 / (4 * GameRig.SPRING);
        assertEquals(expected, sag, 0.005, summary + ": the car's sag on its springs");
        assertEquals(io.github.gdxnsc.character.GroundState.GROUNDED, rig.character().getGroundState(), summary + ": the character stands");
        assertEquals(0, GameScene.START.dst(rig.character().getPosition(a)), 0.02, summary + ": the character stays where it started");
        double deepest = 0, longest = 0;
        for (int i = 0; i < GameScene.PLANKS; i++) deepest = Math.max(deepest, GameScene.ropeHeight() - run.body(GameScene.FIRST_PLANK + i).getPosition(a).y);
        for (io.github.gdxnsc.world.DistanceJoint rope : rig.ropes()) longest = Math.max(longest, rope.getDistance() - rope.getMaxLength());
        summary += String.format(Locale.ROOT, "; car sag %.4f m (m g / 4k = %.4f); bridge sags %.3f m, longest rope %.1e m over its length", sag, expected, deepest, longest);
        assertTrue(deepest > 0.05 && deepest < 0.4, summary + ": the bridge hangs between its decks");
        assertTrue(longest < 5e-3, summary + ": the bridge's ropes hold their length");
        float thrown = run.body(GameScene.THROWN).getPosition(a).y;
        summary += String.format(Locale.ROOT, "; the thrown crate rests at %.3f m (on the one-way platform: %.3f)", thrown, GameScene.ONE_WAY_TOP + 0.25f);
        assertEquals(GameScene.ONE_WAY_TOP + 0.25f, thrown, 0.01, summary + ": the crate thrown from below rose through the one-way platform and rests on it");
        return summary;
    }

    static String playground(SceneRun run) {
        RecordingSink declared = run.declared();
        int joints = declared.joints().size();
        Vector3[] onA = new Vector3[joints], onB = new Vector3[joints], axisA = new Vector3[joints], axisB = new Vector3[joints];
        Matrix4 pose = new Matrix4();
        Quaternion q = new Quaternion();
        for (int j = 0; j < joints; j++) {
            JointSpec joint = declared.joints().get(j);
            onA[j] = new Vector3(joint.anchor).mul(run.body(joint.bodyA).getTransform(pose).inv());
            onB[j] = new Vector3(joint.anchor).mul(run.body(joint.bodyB).getTransform(pose).inv());
            axisA[j] = run.body(joint.bodyA).getRotation(q).conjugate().transform(new Vector3(joint.axis));
            axisB[j] = run.body(joint.bodyB).getRotation(q).conjugate().transform(new Vector3(joint.axis));
        }
        int torso = declared.joints().get(0).bodyB;
        double worstOpening = 0, worstOvershoot = -Double.MAX_VALUE, lowestTorso = Double.MAX_VALUE;
        Vector3 a = new Vector3(), b = new Vector3();
        for (int s = 0; s < STEPS; s++) {
            run.step();
            for (int j = 0; j < joints; j++) {
                JointSpec joint = declared.joints().get(j);
                a.set(onA[j]).mul(run.body(joint.bodyA).getTransform(pose));
                b.set(onB[j]).mul(run.body(joint.bodyB).getTransform(pose));
                worstOpening = Math.max(worstOpening, a.dst(b));
                run.body(joint.bodyA).getRotation(q).transform(a.set(axisA[j]));
                run.body(joint.bodyB).getRotation(q).transform(b.set(axisB[j]));
                double swing = Math.acos(Math.max(-1, Math.min(1, a.dot(b))));
                worstOvershoot = Math.max(worstOvershoot, swing - joint.swingSpan);
            }
            lowestTorso = Math.min(lowestTorso, run.body(torso).getPosition(a).y);
        }
        double boxesMoved = 0;
        for (int i = PlaygroundScene.PYRAMID_FIRST; i < PlaygroundScene.PYRAMID_FIRST + PlaygroundScene.PYRAMID_BOXES; i++) boxesMoved = Math.max(boxesMoved, run.body(i).getPosition(a).dst(run.start(i)));
        String summary = String.format(Locale.ROOT, "playground: worst ragdoll joint opening %.4f m, worst swing beyond its cone %.3f rad, torso lowest %.2f m, boxes moved %.4f m",
                worstOpening, worstOvershoot, lowestTorso, boxesMoved);
        assertTrue(worstOpening <= RAGDOLL_OPENING, summary + ": a joint opened");
        assertTrue(worstOvershoot <= CONE_OVERSHOOT, summary + ": a cone limit did not hold");
        assertTrue(lowestTorso < 0.6, summary + ": the ragdoll did not fall");
        assertTrue(boxesMoved <= 0.05, summary + ": the box pyramid did not stand");
        return summary;
    }

    // ---- pile -----------------------------------------------------------------------------

    /**
     * The poured pile settles in its container: every body ends inside the walls and on or above
     * the floor (its centre at least its smallest half-size in from each, less the slop and 1 cm),
     * the kinetic energy at the end is below 5 % of its peak, and the settled pile holds at least
     * 80 % of the contacts the scene was sized for.
     */
    static String pile(SceneRun run) {
        double inner = PileScene.innerHalfWidth(run.params), minHalf = PileScene.MIN_HALF;
        double tolerance = run.world.getConfig().contactSlop + 0.01;
        double peak = 0, energy = 0;
        for (int s = 0; s < STEPS; s++) {
            run.step();
            energy = 0;
            for (int i = 0; i < run.bodyCount(); i++) if (!run.body(i).isStatic()) energy += run.body(i).getKineticEnergy();
            peak = Math.max(peak, energy);
        }
        double widest = 0, lowest = Double.MAX_VALUE;
        int outside = 0;
        Vector3 p = new Vector3();
        for (int i = 0; i < run.bodyCount(); i++) {
            if (run.body(i).isStatic()) continue;
            run.body(i).getPosition(p);
            double across = Math.max(Math.abs(p.x), Math.abs(p.z));
            widest = Math.max(widest, across);
            lowest = Math.min(lowest, p.y);
            if (!(across <= inner - minHalf + tolerance && p.y >= minHalf - tolerance)) outside++;
        }
        int contacts = run.world.getContactCount();
        String summary = String.format(Locale.ROOT, "pile: %d bodies outside the container, widest centre %.3f m (walls at %.3f m),"
                        + " lowest centre %.3f m; kinetic energy %.2f J at the end, peak %.1f J; %d contacts",
                outside, widest, inner, lowest, energy, peak, contacts);
        assertEquals(0, outside, summary);
        assertTrue(energy <= 0.05 * peak, summary + ": the pile has not settled");
        assertTrue(contacts >= 0.8 * run.params.targetContacts, summary + ": too few contacts for a settled pile");
        return summary;
    }

    // ---- impact ---------------------------------------------------------------------------

    /**
     * Two inelastic balls (restitution 0). A correct engine sends neither back: the thrown ball
     * leaves the wall at 0 m/s and the dropped ball does not rise after landing. Ours pushes the
     * first contact's 23 mm overlap out through the velocity, capped at the config's
     * maxRecoverySpeed (0.6 m/s back from the wall, a 6 mm rise: the quality issue's to remove), so
     * this check holds the engine to that cap: no more than 5 % over it back from the wall, no
     * more than 1 cm of rise; any restitution leak (e = 0.5 would send the thrown ball back at
     * 2.5 m/s and the dropped one 0.5 m up) fails. Neither ball passes through what it hits.
     */
    static String impact(SceneRun run) {
        RigidBody thrown = run.body(ImpactScene.THROWN_BALL), dropped = run.body(ImpactScene.DROPPED_BALL);
        float radius = ImpactScene.BALL_RADIUS;
        double slop = restOverlap(run.world.getConfig());
        double cap = run.world.getConfig().maxRecoverySpeed;
        double rebound = 0, deepest = Double.MAX_VALUE, furthest = -Double.MAX_VALUE;
        double[] heights = new double[STEPS];
        Vector3 p = new Vector3(), v = new Vector3();
        for (int s = 0; s < STEPS; s++) {
            run.step();
            thrown.getPosition(p);
            furthest = Math.max(furthest, p.x);
            if (p.y > radius + 0.05f) rebound = Math.max(rebound, -thrown.getLinearVelocity(v).x); // in the air
            heights[s] = dropped.getPosition(p).y;
            deepest = Math.min(deepest, heights[s]);
        }
        int landed = -1;
        for (int s = 0; s < STEPS && landed < 0; s++) if (heights[s] <= radius + 0.05) landed = s;
        double rise = 0;
        for (int s = Math.max(0, landed); s < STEPS; s++) rise = Math.max(rise, heights[s] - heights[STEPS - 1]);
        String summary = String.format(Locale.ROOT, "impact: thrown ball back from the wall at %.4f m/s (cap %.2f), its centre at most"
                        + " %.4f m from the wall face; dropped ball landed at step %d, rose %.4f m after, rests at %.4f m (lowest %.4f m)",
                rebound, cap, ImpactScene.WALL_X - furthest, landed, rise, heights[STEPS - 1], deepest);
        assertTrue(rebound <= 1.05 * cap, summary + ": the thrown ball came back faster than the recovery cap");
        assertTrue(ImpactScene.WALL_X - furthest >= radius - 0.05, summary + ": the thrown ball went into the wall");
        assertTrue(landed >= 0, summary + ": the dropped ball never landed");
        assertTrue(rise <= 0.01, summary + ": the dropped ball bounced");
        assertEquals(radius - slop, heights[STEPS - 1], 1e-3, summary + ": the dropped ball does not rest on the ground");
        return summary;
    }
}
