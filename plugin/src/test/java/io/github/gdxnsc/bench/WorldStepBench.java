package io.github.gdxnsc.bench;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.world.WorldAccess;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * A whole world step on a settled pile of 1,000 unit boxes (10 x 10 columns, 10 high, on a
 * ground of friction 0.6; 300 steps to settle before measuring), and the contact extraction
 * alone on that pile's live frame, by the direct (native memory) reader and by the JNI getters.
 * After each measured iteration of {@code step} the split by stage (ms per step, from StepStats)
 * and the contact count are printed; extraction cost per contact is the extraction time over
 * that count. Replaces the old WorldBench, a unit test that returned at once without -Dbench. Run:
 * {@code mvn -B -pl plugin -Pjmh test-compile exec:exec -Djmh.args="WorldStepBench"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g"})
public class WorldStepBench {

    static final int BOXES = 1000, COLUMNS = 10, SETTLE_STEPS = 300;

    @Param({"1", "2"})
    public int threads;

    private NscWorld world;
    private BulletCollision collision;
    private final ContactBuffer buffer = new ContactBuffer();

    @Setup(Level.Trial)
    public void setUp() {
        Bullet.init();
        NscConfig config = NscConfig.defaults();
        config.threads = threads;
        config.allowSleep = false; // the bench times the solver, not the sleep
        world = new NscWorld(config);
        world.createBody(new BodyDef().shape(world.shapes().box(50, 0.5f, 50)).mass(0).position(0, -0.5f, 0).friction(0.6f));
        BodyDef box = new BodyDef().shape(world.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f);
        for (int n = 0; n < BOXES; n++) {
            int layer = n / (COLUMNS * COLUMNS), i = n % COLUMNS, k = (n / COLUMNS) % COLUMNS;
            world.createBody(box.position(i * 1.05f - 5, 0.5f + layer * 1.02f, k * 1.05f - 5));
        }
        for (int s = 0; s < SETTLE_STEPS; s++) world.stepOnce();
        collision = WorldAccess.collision(world);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        world.dispose();
    }

    private final long[] stageNanos = new long[Stage.all().length];
    private long steps, contacts;

    @Setup(Level.Iteration)
    public void clearStages() {
        java.util.Arrays.fill(stageNanos, 0);
        steps = contacts = 0;
    }

    /** Prints the step's split for the iteration just measured (JMH shows the forked VM's output). */
    @TearDown(Level.Iteration)
    public void printStages() {
        if (steps == 0) return;
        double k = 1e6 * steps;
        StringBuilder line = new StringBuilder();
        for (Stage stage : Stage.all()) line.append(String.format(java.util.Locale.ROOT, " %s %.3f", stage.label, stageNanos[stage.ordinal()] / k));
        System.out.printf(java.util.Locale.ROOT, "%n  %d steps, %d contacts per step; ms per step:%s%n", steps, contacts / steps, line);
    }

    @Benchmark
    public void step() {
        world.stepOnce();
        StepStats st = world.getLastStats();
        steps++;
        contacts += st.contacts;
        for (Stage stage : Stage.all()) stageNanos[stage.ordinal()] += st.nanos(stage);
    }

    @Benchmark
    public int extractDirect() {
        if (!collision.readDirect(buffer)) throw new IllegalStateException("the direct contact reader is not available");
        return buffer.count();
    }

    @Benchmark
    public int extractJni() {
        collision.readJni(buffer);
        return buffer.count();
    }
}
