package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A scene's whole step in several builds of the plugin, or at several thread counts, stepped
 * frame by frame in turn in one JVM, so that a burst of load on a shared machine hits every run
 * alike, and each frame's time compared between runs that step the same state (the builds keep
 * the bits: the printed hashes match). Each run is {@code NAME=THREADS[,field=value...]:JAR[:JAR...]}:
 * its own world at the defaults (sleeping off, as in the bench) with those settings, on the plugin
 * and demo classes of those jars or class folders, loaded child-first over one shared loader of the
 * first argument jar, which holds libGDX and Bullet (their natives load once per process).
 * Printed per run: the step's median, quartile and minimum, the median stages, a hash of the
 * bodies' poses and velocities; and
 * per run after the first, the median and quartiles of its frame time over the first run's in the
 * same frame. Run from the desktop module's test classes:
 * {@code java -cp desktop/target/test-classes io.github.gdxnsc.desktop.bench.StepBuildComparison
 * SCENE WARMUP FRAMES SHARED.jar NAME=T:JAR NAME=T,maxIterations=10:JAR...}.
 */
public final class StepBuildComparison {

    /** One run's world, loaded in its build's class loader and driven through reflection. */
    public static final class World {
        private final NscWorld world;
        private final WorldScene scene;

        /** @param threadsAndSettings the thread count, then any {@code ,field=value} settings over the defaults */
        public World(String threadsAndSettings, String sceneName) {
            String[] items = threadsAndSettings.split(",");
            NscConfig config = NscConfig.defaults();
            config.allowSleep = false;
            config.threads = Integer.parseInt(items[0]);
            for (int k = 1; k < items.length; k++) {
                String[] kv = items[k].split("=", 2);
                ConfigFields.byName(kv[0]).parse(config, kv[1]);
            }
            world = new NscWorld(config);
            scene = SceneCatalogue.byName(sceneName).build(world, SceneParams.defaults().targetContacts(0));
        }

        /** One step; its wall time in nanoseconds. */
        public long step() {
            long t0 = System.nanoTime();
            scene.stepOnce();
            return System.nanoTime() - t0;
        }

        /** The last step's collision with extract, build, both solves and the rest, in nanoseconds. */
        public long[] stages() {
            StepStats s = world.getLastStats();
            long collision = s.nanos(Stage.COLLISION) + s.nanos(Stage.EXTRACT), build = s.nanos(Stage.BUILD);
            long solves = s.nanos(Stage.VELOCITY_SOLVE) + s.nanos(Stage.POSITION_SOLVE), all = 0;
            for (Stage st : Stage.all()) all += s.nanos(st);
            return new long[]{collision, build, solves, all - collision - build - solves};
        }

        /** A hash of every body's position and linear velocity bits. */
        public long hash() {
            long h = 17;
            Vector3 v = new Vector3();
            Array<RigidBody> bodies = world.getBodies();
            for (int i = 0; i < bodies.size; i++) {
                RigidBody b = bodies.get(i);
                for (Vector3 u : new Vector3[]{b.getPosition(v), b.getLinearVelocity(new Vector3())})
                    h = 31 * (31 * (31 * h + Float.floatToRawIntBits(u.x)) + Float.floatToRawIntBits(u.y)) + Float.floatToRawIntBits(u.z);
            }
            return h;
        }
    }

    /** Loads the plugin's and the demo's classes (and this class's World) from its own path first. */
    private static final class BuildLoader extends URLClassLoader {
        BuildLoader(URL[] urls, ClassLoader shared) {
            super(urls, shared);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("io.github.gdxnsc.")) return super.loadClass(name, resolve);
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    try {
                        c = findClass(name);
                    } catch (ClassNotFoundException e) {
                        c = super.loadClass(name, false);
                    }
                }
                if (resolve) resolveClass(c);
                return c;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 5) throw new IllegalArgumentException("usage: SCENE WARMUP FRAMES SHARED.jar NAME=T[,field=value...]:JAR[:JAR] NAME=T:JAR...");
        String sceneName = args[0];
        int warmup = Integer.parseInt(args[1]), frames = Integer.parseInt(args[2]);
        ClassLoader shared = new URLClassLoader(new URL[]{Path.of(args[3]).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        shared.loadClass("com.badlogic.gdx.utils.GdxNativesLoader").getMethod("load").invoke(null);
        shared.loadClass("com.badlogic.gdx.physics.bullet.Bullet").getMethod("init").invoke(null);
        URL self = StepBuildComparison.class.getProtectionDomain().getCodeSource().getLocation();
        int runs = args.length - 4;
        String[] names = new String[runs];
        Object[] worlds = new Object[runs];
        Method[] step = new Method[runs], stages = new Method[runs], hash = new Method[runs];
        for (int i = 0; i < runs; i++) {
            String[] nameSpec = args[4 + i].split("=", 2);
            String[] parts = nameSpec[1].split(":");
            names[i] = nameSpec[0];
            List<URL> urls = new ArrayList<>();
            for (int j = 1; j < parts.length; j++) urls.add(Path.of(parts[j]).toUri().toURL());
            urls.add(self); // World, compiled here, linked against the build's classes
            Class<?> type = new BuildLoader(urls.toArray(new URL[0]), shared).loadClass(World.class.getName());
            worlds[i] = type.getConstructor(String.class, String.class).newInstance(parts[0], sceneName);
            step[i] = type.getMethod("step");
            stages[i] = type.getMethod("stages");
            hash[i] = type.getMethod("hash");
        }
        for (int f = 0; f < warmup; f++) for (int i = 0; i < runs; i++) step[i].invoke(worlds[i]);
        long[][] time = new long[runs][frames];
        long[][][] stage = new long[runs][4][frames];
        for (int f = 0; f < frames; f++) {
            for (int k = 0; k < runs; k++) {
                int i = (f + k) % runs; // each run goes first in turn
                time[i][f] = (long) step[i].invoke(worlds[i]);
                long[] s = (long[]) stages[i].invoke(worlds[i]);
                for (int q = 0; q < 4; q++) stage[i][q][f] = s[q];
            }
        }
        for (int i = 0; i < runs; i++) {
            System.out.printf(Locale.ROOT, "%s: step ms median %.2f, quartile %.2f, min %.2f | median collision+extract %.2f, build %.2f, solves %.2f, rest %.2f | hash %016x%n",
                    names[i], ms(time[i], 0.5), ms(time[i], 0.25), ms(time[i], 0), ms(stage[i][0], 0.5), ms(stage[i][1], 0.5),
                    ms(stage[i][2], 0.5), ms(stage[i][3], 0.5), (long) hash[i].invoke(worlds[i]));
        }
        for (int i = 1; i < runs; i++) {
            double[] ratio = new double[frames];
            for (int f = 0; f < frames; f++) ratio[f] = (double) time[i][f] / time[0][f];
            Arrays.sort(ratio);
            System.out.printf(Locale.ROOT, "%s / %s, frame by frame: median %.3f, quartiles %.3f and %.3f%n",
                    names[i], names[0], ratio[frames / 2], ratio[frames / 4], ratio[3 * frames / 4]);
        }
        System.exit(0); // the worlds' pool threads are daemons, Bullet's natives stay loaded
    }

    private static double ms(long[] nanos, double quantile) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        return s[(int) (quantile * (s.length - 1))] / 1e6;
    }
}
