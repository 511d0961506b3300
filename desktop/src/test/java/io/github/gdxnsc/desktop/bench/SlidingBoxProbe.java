package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

import java.util.Arrays;

/**
 * A probe, not a test: a frictionless cube launched along x over a flat static ground, a box or a
 * heightfield of 1 m cells, which should slide flat for ever. Prints how many contact points the
 * pair held per step, and after the first half second the largest turn, vertical speed and dip of
 * the cube: a cube that rocks stands on too few points, or on points away from its corners. Run with
 * {@code java -cp desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes
 * io.github.gdxnsc.desktop.bench.SlidingBoxProbe box|heightfield SPEED HALF_EXTENT [steps [field=value...]]}.
 */
public final class SlidingBoxProbe {
    private SlidingBoxProbe() {
    }

    public static void main(String[] args) {
        BenchCommand.loadNatives();
        boolean heightfield = args[0].equals("heightfield");
        float speed = Float.parseFloat(args[1]), half = Float.parseFloat(args[2]);
        int steps = args.length > 3 ? Integer.parseInt(args[3]) : 600;
        NscConfig c = ProbeSettings.of(1, args, 4);
        NscWorld w = new NscWorld(c);
        try {
            if (heightfield) w.createBody(new BodyDef().shape(w.shapes().heightfield(new float[101 * 101], 101, 101, 1f)).mass(0).friction(0));
            else w.createBody(new BodyDef().shape(w.shapes().box(50, 0.5f, 50)).mass(0).friction(0).position(0, -0.5f, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(half, half, half)).mass(1).friction(0)
                    .position(-45, half, 0.2f).linearVelocity(speed, 0, 0));
            Vector3 p = new Vector3(), v = new Vector3(), omega = new Vector3();
            int[] byCount = new int[9];
            double turn = 0, bob = 0, lowest = Double.POSITIVE_INFINITY;
            for (int f = 1; f <= steps; f++) {
                w.stepOnce();
                byCount[Math.min(w.getContactCount(), 8)]++;
                if (f <= 30) continue;
                turn = Math.max(turn, box.getAngularVelocity(omega).len());
                bob = Math.max(bob, Math.abs(box.getLinearVelocity(v).y));
                lowest = Math.min(lowest, box.getPosition(p).y);
            }
            System.out.printf("%s ground, %.2f m cube at %.2f m/s: steps with 0..8 points %s; after 0.5 s turn up to %.4f rad/s,"
                    + " vertical speed up to %.4f m/s, centre down to %.5f m (at rest %.5f)%n", args[0], 2 * half, speed,
                    Arrays.toString(byCount), turn, bob, lowest, half);
        } finally {
            w.dispose();
        }
    }
}
