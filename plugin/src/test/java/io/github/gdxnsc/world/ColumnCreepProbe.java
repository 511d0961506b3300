package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import java.util.Arrays;

/**
 * A probe (run by hand, not a test) of a 1:100 column's sideways creep: four 1 kg cubes under a
 * 100 kg one (or, with -Dalt, 100 kg and 1 kg alternating from the bottom), cubes of half size -Dh
 * (0.501) at x = -Dx (-1.5), 1 thread, sleeping off, every other setting at its default or as
 * -Dset=key=value,... sets it. Every -Devery frames (60) one line: the iterations a frame since the
 * last line, the top cube's x displacement, x velocity, angular velocity and rotation about z, and
 * the depths of the two ground corners on either side; at the frames of -Dat (1800) every cube's
 * state and every contact: bodies, lever arms on A and B, depth, normal, impulses (normal, t1, t2)
 * and the relative velocity of A's point to B's. Run with the plugin's test classes, its classes
 * and a gdx-nsc-desktop jar on the class path:
 *
 * <pre>java -cp plugin/target/test-classes:plugin/target/classes:desktop/target/gdx-nsc-desktop.jar io.github.gdxnsc.world.ColumnCreepProbe</pre>
 */
public final class ColumnCreepProbe {
    private ColumnCreepProbe() {
    }

    public static void main(String[] args) {
        Scenes.natives();
        float h = Float.parseFloat(System.getProperty("h", "0.501")), x = Float.parseFloat(System.getProperty("x", "-1.5"));
        int frames = Integer.getInteger("frames", 1800), every = Integer.getInteger("every", 60);
        int[] at = Arrays.stream(System.getProperty("at", "1800").split(",")).mapToInt(Integer::parseInt).toArray();
        NscConfig c = Scenes.config(1);
        String set = System.getProperty("set");
        if (set != null) for (String kv : set.split(",")) set(c, kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
        float[] kg = System.getProperty("alt") != null ? new float[] {100, 1, 100, 1, 100, 1} : new float[] {1, 1, 1, 1, 100};
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(40, 0.5f, 40)).mass(0).friction(0.8f).position(0, -0.5f, 0));
            RigidBody[] box = new RigidBody[kg.length];
            for (int i = 0; i < kg.length; i++)
                box[i] = w.createBody(new BodyDef().shape(w.shapes().box(h, h, h)).mass(kg[i]).friction(0.6f).position(x, h * (2 * i + 1), 0));
            Vector3[] start = new Vector3[kg.length];
            for (int i = 0; i < kg.length; i++) start[i] = box[i].getPosition(new Vector3());
            Vector3 p = new Vector3(), v = new Vector3(), av = new Vector3();
            Quaternion q = new Quaternion();
            RigidBody top = box[kg.length - 1];
            long its = 0;
            for (int frame = 1; frame <= frames; frame++) {
                w.stepOnce();
                its += w.getLastStats().velocitySolve.iterations + w.getLastStats().positionSolve.iterations;
                if (frame % every == 0) {
                    top.getPosition(p);
                    double[] ground = groundDepths(w);
                    System.out.printf("frame %5d  %5.1f it/frame  top dx %+.5f mm  vx %+.2e m/s  wz %+.2e rad/s  qz %+.2e  ground corners %.5f / %.5f mm deep%n",
                            frame, its / (double) every, 1e3 * (p.x - start[kg.length - 1].x), top.getLinearVelocity(v).x, top.getAngularVelocity(av).z,
                            top.getRotation(q).z, 1e3 * ground[0], 1e3 * ground[1]);
                    its = 0;
                }
                if (Arrays.stream(at).anyMatch(f -> f == 0)) continue;
                final int now = frame;
                if (Arrays.stream(at).noneMatch(f -> f == now)) continue;
                for (int i = 0; i < kg.length; i++) {
                    box[i].getPosition(p);
                    box[i].getLinearVelocity(v);
                    box[i].getAngularVelocity(av);
                    box[i].getRotation(q);
                    System.out.printf("  cube %d (%3.0f kg) d (%+.5f %+.5f %+.5f) mm  v (%+.2e %+.2e %+.2e)  w (%+.2e %+.2e %+.2e)  q (%+.2e %+.2e %+.2e)%n", i,
                            kg[i], 1e3 * (p.x - start[i].x), 1e3 * (p.y - start[i].y), 1e3 * (p.z - start[i].z), v.x, v.y, v.z, av.x, av.y, av.z, q.x, q.y, q.z);
                }
                printContacts(w);
            }
        } finally {
            w.dispose();
        }
    }

    /** Each contact: bodies, lever arms, depth, normal, impulses, relative velocity of A's point to B's. */
    private static void printContacts(NscWorld w) {
        Vector3 pb = new Vector3(), n = new Vector3(), imp = new Vector3(), ca = new Vector3(), cb = new Vector3(), va = new Vector3(), vb = new Vector3();
        for (int k = 0; k < w.getContactCount(); k++) {
            w.getContact(k, pb, n, imp);
            float dist = w.getContactDistance(k);
            int a = w.getContactBodyA(k), b = w.getContactBodyB(k);
            RigidBody ba = w.getBodies().get(a), bb = w.getBodies().get(b);
            Vector3 pa = new Vector3(n).scl(dist).add(pb); // Bullet's point on A: on B plus the normal times the distance
            Vector3 ra = new Vector3(pa).sub(ba.getPosition(ca)), rb = new Vector3(pb).sub(bb.getPosition(cb));
            pointVelocity(ba, ra, va);
            pointVelocity(bb, rb, vb);
            va.sub(vb);
            System.out.printf("  contact %2d bodies %d/%d  rA (%+.6f %+.6f %+.6f)  rB (%+.6f %+.6f %+.6f)  depth %.5f mm  n (%+.2e %+.9f %+.2e)"
                            + "  impulse (%.5f %+.2e %+.2e)  vA - vB (%+.2e %+.2e %+.2e)%n", k, a, b, ra.x, ra.y, ra.z, rb.x, rb.y, rb.z, -1e3 * dist, n.x, n.y, n.z,
                    imp.x, imp.y, imp.z, va.x, va.y, va.z);
        }
    }

    private static void pointVelocity(RigidBody body, Vector3 r, Vector3 out) {
        Vector3 w = body.getAngularVelocity(new Vector3());
        body.getLinearVelocity(out).add(w.crs(r));
    }

    /** The shallowest and deepest ground contact (m deep). */
    private static double[] groundDepths(NscWorld w) {
        double lo = Double.POSITIVE_INFINITY, hi = 0;
        for (int k = 0; k < w.getContactCount(); k++) {
            if (w.getContactBodyA(k) != 0 && w.getContactBodyB(k) != 0) continue;
            lo = Math.min(lo, -w.getContactDistance(k));
            hi = Math.max(hi, -w.getContactDistance(k));
        }
        return new double[] {lo, hi};
    }

    private static void set(NscConfig c, String key, String value) {
        ConfigField field = ConfigFields.byName(key);
        field.parse(c, value);
    }
}
