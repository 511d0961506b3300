package io.github.gdxnsc.bench;

import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;

/**
 * Creation cost probe: n spheres of radius 0.25 m on a 1 m grid (a flat square, 1 m above a
 * static ground), timed as they are created (and by tenths, to show the cost per body does not grow) and then over the first step. Prints ms for each and
 * the process's resident memory afterwards. Run (args: n, default 10000; rounds, default 1, each in a new world of the same process):
 * {@code mvn -B -o -q -pl plugin test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.gdxnsc.bench.CreateBodiesProbe -Dexec.args=10000}.
 */
public final class CreateBodiesProbe {
    private CreateBodiesProbe() {
    }

    public static void main(String[] args) throws java.io.IOException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        for (int r = 0; r < rounds; r++) once(n);
    }

    private static void once(int n) throws java.io.IOException {
        NscWorld w = new NscWorld(NscConfig.defaults());
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(500, 0.5f, 500)).mass(0).position(0, -0.5f, 0));
            BodyDef d = new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1);
            int side = (int) Math.ceil(Math.sqrt(n));
            long t0 = System.nanoTime();
            StringBuilder tenths = new StringBuilder();
            long mark = t0;
            for (int i = 0; i < n; i++) {
                w.createBody(d.position(i % side - side / 2f, 1, i / side - side / 2f));
                if ((i + 1) % Math.max(1, n / 10) == 0) {
                    long now = System.nanoTime();
                    tenths.append(String.format(" %.0f", (now - mark) / 1e6));
                    mark = now;
                }
            }
            long t1 = System.nanoTime();
            w.stepOnce();
            long t2 = System.nanoTime();
            System.out.printf("bodies %d: create %.1f ms (by tenths:%s), first step %.1f ms, rss %s%n", n, (t1 - t0) / 1e6, tenths, (t2 - t1) / 1e6, rss());
        } finally {
            w.dispose();
        }
    }

    private static String rss() throws java.io.IOException {
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status")))
            if (line.startsWith("VmRSS")) return line.substring(6).trim();
        return "?";
    }
}
