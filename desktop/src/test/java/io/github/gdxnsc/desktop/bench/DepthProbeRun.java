package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.world.NscWorld;

/**
 * What the depth probes share: their arguments ({@code scene warmup frames floorMm threads [field=value...]}), the
 * world at those settings with the scene built in it (the caller disposes the world), and the key they index a
 * body pair's contacts by.
 */
final class DepthProbeRun {
    final int warmup, frames;
    /** The depth (m) past which a step is printed. */
    final float floor;
    final NscWorld world;
    final WorldScene scene;

    private DepthProbeRun(String[] args) {
        warmup = Integer.parseInt(args[1]);
        frames = Integer.parseInt(args[2]);
        floor = Float.parseFloat(args[3]) / 1000f;
        world = new NscWorld(ProbeSettings.of(Integer.parseInt(args[4]), args, 5));
        try {
            scene = SceneCatalogue.byName(args[0]).build(world, SceneParams.defaults());
        } catch (RuntimeException e) {
            world.dispose();
            throw e;
        }
    }

    /** Loads the natives, then the world and scene {@code args} name. */
    static DepthProbeRun open(String[] args) {
        BenchCommand.loadNatives();
        return new DepthProbeRun(args);
    }

    /** The pair (a, b) in either order, as one key. */
    static long pairKey(int a, int b) {
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }
}
