package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * One frame of a pile's contacts read by the direct reader (through this JDK's NativeMemory:
 * Unsafe on 17-21, java.lang.foreign on 22+) and by the JNI reader; divide by the contact count
 * printed at setup for nanoseconds a contact. In this package because the readers' entry points
 * are the bridge's. Run on each JDK:
 * {@code mvn -B -pl plugin -Pjmh test-compile exec:exec -Djmh.args="ContactReadBench"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms256m", "-Xmx256m", "--enable-native-access=ALL-UNNAMED"})
public class ContactReadBench {

    private btBoxShape ground, box;
    private btSphereShape ball;
    private BulletCollision bridge;
    private final ContactBuffer buf = new ContactBuffer();

    @Setup(Level.Trial)
    public void setUp() {
        Bullet.init();
        ground = new btBoxShape(new Vector3(20, 0.5f, 20));
        box = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
        ball = new btSphereShape(0.5f);
        bridge = ContactReaderTest.pile(true, ground, box, ball);
        bridge.detect();
        bridge.readJni(buf);
        System.out.printf("%n[setup] %d contacts, NativeMemory %s%n", buf.count(), NativeMemory.kind());
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        bridge.dispose();
        ground.dispose();
        box.dispose();
        ball.dispose();
    }

    @Benchmark
    public int direct() {
        bridge.readDirect(buf);
        return buf.count();
    }

    @Benchmark
    public int jni() {
        bridge.readJni(buf);
        return buf.count();
    }
}
