package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Creating, stepping and disposing a world 100 times leaks nothing measurable. Tolerances: the Java
 * heap after GC may grow by 8 MB (JIT, class metadata and GC heuristics move it by a few MB); the
 * resident set may grow by 24 MB (malloc arenas keep freed pages; a leaked world here, with its
 * pyramid's 56 collision objects, manifolds, shapes and a dispatcher pool, is ~1 MB of native
 * memory, so 100 leaked worlds would add ~100 MB and fail).
 */
class LeakTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static void cycle() {
        NscWorld w = new NscWorld(Scenes.config(2));
        Scenes.pyramid(w, 10);
        for (int i = 0; i < 5; i++) w.stepOnce();
        w.dispose();
    }

    private static long heapAfterGc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(50);
        }
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    private static long rssBytes() throws Exception {
        for (String line : Files.readAllLines(Paths.get("/proc/self/status")))
            if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
        return -1;
    }

    @Test
    void hundredWorldsLeakNothing() throws Exception {
        for (int i = 0; i < 20; i++) cycle(); // warm-up: JIT, malloc arenas, thread stacks
        long heap0 = heapAfterGc(), rss0 = rssBytes();
        for (int i = 0; i < 100; i++) cycle();
        long heap1 = heapAfterGc(), rss1 = rssBytes();
        long threads = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("gdx-nsc-pool") && t.getName().contains("-worker-")).count();
        System.out.printf("leak: heap %+.2f MB, VmRSS %+.2f MB over 100 worlds; live workers %d%n",
                (heap1 - heap0) / 1e6, (rss1 - rss0) / 1e6, threads);
        assertTrue(heap1 - heap0 < 8_000_000, "heap grew " + (heap1 - heap0));
        if (rss0 > 0) assertTrue(rss1 - rss0 < 24_000_000, "VmRSS grew " + (rss1 - rss0));
        assertTrue(threads == 0, "worker threads left: " + threads);
    }
}
