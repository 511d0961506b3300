package io.github.gdxnsc.world;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.TransformSink;

import java.util.Arrays;

/**
 * The publish stage's sink: every moved body's pose onto its Bullet object (so that queries
 * between steps, and the next step's detection, see where the body is) and into the query cache.
 * From {@link PoolThresholds#POSE_SERIAL_BODIES} bodies the poses are written on the pool, each
 * chunk with its own scratch, when Bullet's objects take them from any thread
 * ({@link BulletCollision#setsTransformsOnAnyThread}); the query cache is told on the calling thread.
 */
final class PosePublisher implements TransformSink {
    private final NscWorld world;
    /** Per chunk of the pool's pass: its rotation matrix and Bullet transform scratch. */
    private double[][] rotationScratch = new double[0][];
    private float[][] matrixScratch = new float[0][];
    private final WorkerPool.RangeTask pushTask = this::pushRange;

    PosePublisher(NscWorld world) {
        this.world = world;
    }

    @Override
    public void push(int body) {
        world.pushTransform(body);
    }

    @Override
    public void pushMoving(Bodies b, WorkerPool pool) {
        final int n = b.count;
        if (!WorkerPool.shares(pool, n, PoolThresholds.POSE_SERIAL_BODIES) || !world.collision().setsTransformsOnAnyThread()) {
            TransformSink.super.pushMoving(b, pool);
            return;
        }
        for (int i = 0; i < n; i++) if (b.moves(i)) world.queries.moved(i);
        int chunks = WorkerPool.chunkCount(n, PoolThresholds.INTEGRATOR_BODY_CHUNK);
        if (rotationScratch.length < chunks) {
            int old = rotationScratch.length;
            rotationScratch = Arrays.copyOf(rotationScratch, chunks);
            matrixScratch = Arrays.copyOf(matrixScratch, chunks);
            for (int c = old; c < chunks; c++) {
                rotationScratch[c] = new double[9];
                matrixScratch[c] = new float[16];
            }
        }
        pool.forEachChunk(n, PoolThresholds.INTEGRATOR_BODY_CHUNK, pushTask);
    }

    private void pushRange(int chunk, int start, int end) {
        final Bodies b = world.bodies();
        final BulletCollision collision = world.collision();
        final double[] pos = b.pos, rot = b.rot, r = rotationScratch[chunk];
        final float[] m = matrixScratch[chunk];
        for (int i = start; i < end; i++) {
            if (!b.moves(i)) continue;
            collision.setTransform(i, pos[3 * i], pos[3 * i + 1], pos[3 * i + 2], rot[4 * i], rot[4 * i + 1], rot[4 * i + 2], rot[4 * i + 3], r, m);
        }
    }
}
