package io.github.gdxnsc.bench;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionWorld;
import com.badlogic.gdx.physics.bullet.collision.btDbvtBroadphase;
import com.badlogic.gdx.physics.bullet.collision.btDefaultCollisionConfiguration;
import com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Creation cost probe: n spheres of radius 0.25 m on a 1 m grid (a flat square, 1 m above a
 * static ground), timed as they are created (and by tenths, to show the cost per body does not grow)
 * and then over the first step. Meant for a fresh JVM, it says what the time is made of: the JVM's
 * start, loading Bullet's native library, then per world its construction (wall time, the calling
 * thread's CPU time, the classes it loaded), the creation loop's wall time, the calling
 * thread's CPU time in it, the JIT's compile time and the GC's time during it (the JIT compiles on its
 * own threads, which on a small machine compete with the loop), and the bytes the loop allocated per
 * body. With {@code bullet} as the third argument each round also makes the same n objects in a bare
 * btCollisionWorld (Bullet's own cost: object, shape, broadphase insert); with {@code hint} the loop
 * starts with {@link NscWorld#ensureCapacity} for the count. Prints one line per part.
 * Run (args: n, default 10000; rounds, default 1, each in a new world of the same process):
 * {@code java --enable-native-access=ALL-UNNAMED -cp <plugin test class path> io.github.gdxnsc.bench.CreateBodiesProbe 10000 3 bullet}.
 */
public final class CreateBodiesProbe {
    private static final com.sun.management.ThreadMXBean THREADS = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private CreateBodiesProbe() {
    }

    public static void main(String[] args) throws java.io.IOException {
        long start = ManagementFactory.getRuntimeMXBean().getStartTime();
        System.out.printf("JVM start to main: %d ms%n", System.currentTimeMillis() - start);
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        java.util.List<String> words = java.util.Arrays.asList(args);
        boolean bullet = words.contains("bullet"), hint = words.contains("hint");
        long t0 = System.nanoTime();
        Bullet.init();
        System.out.printf("Bullet.init (native library): %.1f ms%n", (System.nanoTime() - t0) / 1e6);
        for (int r = 0; r < rounds; r++) {
            once(n, hint);
            if (bullet) bulletAlone(n);
        }
    }

    private static void once(int n, boolean hint) throws java.io.IOException {
        long t = System.nanoTime(), cpu = THREADS.getCurrentThreadCpuTime();
        long classes = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
        NscWorld w = new NscWorld(NscConfig.defaults());
        System.out.printf("new NscWorld: %.1f ms wall, %.1f ms CPU of this thread, %d classes loaded%n", (System.nanoTime() - t) / 1e6,
                (THREADS.getCurrentThreadCpuTime() - cpu) / 1e6, ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount() - classes);
        t = System.nanoTime();
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(500, 0.5f, 500)).mass(0).position(0, -0.5f, 0));
            BodyDef d = new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1);
            System.out.printf("ground and first sphere shape: %.1f ms%n", (System.nanoTime() - t) / 1e6);
            int side = (int) Math.ceil(Math.sqrt(n));
            Meter m = new Meter();
            if (hint) w.ensureCapacity(n + 1);
            StringBuilder tenths = new StringBuilder();
            long mark = System.nanoTime();
            for (int i = 0; i < n; i++) {
                w.createBody(d.position(i % side - side / 2f, 1, i / side - side / 2f));
                if ((i + 1) % Math.max(1, n / 10) == 0) {
                    long now = System.nanoTime();
                    tenths.append(String.format(" %.0f", (now - mark) / 1e6));
                    mark = now;
                }
            }
            String loop = m.report(n);
            long t1 = System.nanoTime();
            w.stepOnce();
            long t2 = System.nanoTime();
            System.out.printf("bodies %d: create %s (by tenths:%s), first step %.1f ms, rss %s; %d ms since the JVM started%n", n, loop, tenths,
                    (t2 - t1) / 1e6, rss(), System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime());
        } finally {
            w.dispose();
        }
    }

    /** The same spheres as bare btCollisionObjects in a bare btCollisionWorld: what Bullet itself costs. */
    private static void bulletAlone(int n) {
        btDefaultCollisionConfiguration config = new btDefaultCollisionConfiguration();
        btCollisionDispatcher dispatcher = new btCollisionDispatcher(config);
        btDbvtBroadphase broadphase = new btDbvtBroadphase();
        btCollisionWorld world = new btCollisionWorld(dispatcher, broadphase, config);
        btSphereShape sphere = new btSphereShape(0.25f);
        btCollisionObject[] objects = new btCollisionObject[n];
        Matrix4 at = new Matrix4();
        int side = (int) Math.ceil(Math.sqrt(n));
        Meter m = new Meter();
        for (int i = 0; i < n; i++) {
            btCollisionObject o = objects[i] = new btCollisionObject();
            o.setCollisionShape(sphere);
            o.setWorldTransform(at.setToTranslation(i % side - side / 2f, 1, i / side - side / 2f));
            world.addCollisionObject(o);
        }
        System.out.printf("Bullet alone, %d objects: %s%n", n, m.report(n));
        for (btCollisionObject o : objects) {
            world.removeCollisionObject(o);
            o.dispose();
        }
        sphere.dispose();
        world.dispose();
        broadphase.dispose();
        dispatcher.dispose();
        config.dispose();
    }

    /** Wall time, this thread's CPU time, JIT and GC time and this thread's allocation since it was made. */
    private static final class Meter {
        final long wall = System.nanoTime(), cpu = THREADS.getCurrentThreadCpuTime(), jit = jit(), gc = gc(), bytes = THREADS.getCurrentThreadAllocatedBytes();

        String report(int n) {
            long b = THREADS.getCurrentThreadAllocatedBytes() - bytes;
            return String.format("%.1f ms wall, %.1f ms CPU of this thread, JIT %d ms, GC %d ms, %d B allocated per body",
                    (System.nanoTime() - wall) / 1e6, (THREADS.getCurrentThreadCpuTime() - cpu) / 1e6, jit() - jit, gc() - gc, b / n);
        }

        static long jit() {
            return ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
        }

        static long gc() {
            long s = 0;
            for (GarbageCollectorMXBean g : ManagementFactory.getGarbageCollectorMXBeans()) s += Math.max(0, g.getCollectionTime());
            return s;
        }
    }

    private static String rss() throws java.io.IOException {
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status")))
            if (line.startsWith("VmRSS")) return line.substring(6).trim();
        return "?";
    }
}
