package io.github.gdxnsc.world;

import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.ContactSeed;
import io.github.gdxnsc.step.ImpactMemory;
import java.util.Arrays;

/**
 * A world's dynamic state, saved by {@link NscWorld#saveSnapshot} and put back by
 * {@link NscWorld#restoreSnapshot}: poses, velocities, pending forces, sleep state, kinematic targets, the
 * render-interpolation poses, the accumulator, contact warm-start impulses, joint impulses, the
 * touching pairs of contact events, the solver's carried step size and its iteration reserve.
 * {@link #write} and {@link #read} turn it into bytes (a save file, a network message) and back.
 *
 * <p>Saving reads the world and changes nothing in it: a world that saved steps on bit for bit like
 * one that never did. Bullet keeps contact history (manifold points, broadphase trees) that cannot
 * be written back, so restoring rebuilds Bullet's contact cache from the bodies alone and carries
 * the warm-start impulses over by matching points ({@code step.ContactSeed}). A restore is
 * reproducible: the same snapshot restored into this world or into a fresh one built the same way
 * steps on bit for bit alike (so lockstep peers that must agree restore the same snapshot on every
 * side, the saver included); it differs slightly from the saver's own continuation, which kept
 * Bullet's history. What is not state stays out: the bodies themselves, shapes, materials, filters,
 * joints' settings and the config must be the same when restoring (the same world, or one built the
 * same way: body ids, shapes and joint slots must match, else restore refuses before it writes
 * anything). Arrays are reused when a snapshot is saved again.
 */
public final class WorldSnapshot {
    int bodyCount;
    int[] ids = new int[0];
    double[] pos = new double[0], rot = new double[0], vel = new double[0], force = new double[0], torque = new double[0];
    double[] prevPos = new double[0], prevRot = new double[0], target = new double[0];
    boolean[] hasTarget = new boolean[0], awake = new boolean[0];
    float[] sleepTime = new float[0];
    int[] sleepRecords = new int[0];
    double accumulator;
    long stepIndex;
    double solverState;
    int reserveBanked;
    boolean solverPreconditioned;
    /** Per body: Bullet's shape type and the shape's bounds at the identity pose (min xyz, max xyz). */
    int[] shapeType = new int[0];
    float[] shapeBounds = new float[0];
    int jointCount;
    /** Per joint: how many impulse slots it carries. */
    int[] jointSlots = new int[0];
    double[] jointImpulses = new double[0];
    int touchingCount;
    long[] touching = new long[0];
    final ContactSeed contacts = new ContactSeed();
    /** Smooth contact's Hertz collisions in progress. */
    final ImpactMemory impacts = new ImpactMemory();
    private final SnapshotShapes shapes = new SnapshotShapes();

    /** How many bodies the snapshot holds. */
    public int getBodyCount() {
        return bodyCount;
    }

    /**
     * Writes the snapshot as bytes (a save file, a network message): versioned and checksummed,
     * see {@link #read}. The stream is flushed, not closed.
     */
    public void write(java.io.OutputStream out) throws java.io.IOException {
        if (out == null) throw new IllegalArgumentException("out must not be null");
        SnapshotFormat.write(this, out);
    }

    /**
     * Reads a snapshot {@link #write} wrote. A stream that is not a snapshot, of another format
     * version, truncated or corrupted is refused with an {@link java.io.IOException} saying which;
     * whether it fits a world (bodies, shapes, joints) is checked by {@link NscWorld#restoreSnapshot}.
     */
    public static WorldSnapshot read(java.io.InputStream in) throws java.io.IOException {
        if (in == null) throw new IllegalArgumentException("in must not be null");
        return SnapshotFormat.read(in);
    }

    static WorldSnapshot save(NscWorld w, WorldSnapshot into) {
        into.save(w);
        return into;
    }

    private void save(NscWorld w) {
        Bodies b = w.bodies();
        int n = b.count;
        bodyCount = n;
        ids = copy(b.id, ids, n);
        pos = copy(b.pos, pos, 3 * n);
        rot = copy(b.rot, rot, 4 * n);
        vel = copy(b.vel, vel, 6 * n);
        force = copy(b.force, force, 3 * n);
        torque = copy(b.torque, torque, 3 * n);
        prevPos = copy(b.prevPos, prevPos, 3 * n);
        prevRot = copy(b.prevRot, prevRot, 4 * n);
        target = copy(b.target, target, 7 * n);
        if (hasTarget.length < n) hasTarget = new boolean[n];
        System.arraycopy(b.hasTarget, 0, hasTarget, 0, n);
        if (awake.length < n) {
            awake = new boolean[n];
            sleepTime = new float[n];
        }
        System.arraycopy(b.awake, 0, awake, 0, n);
        System.arraycopy(b.sleepTime, 0, sleepTime, 0, n);
        sleepRecords = w.pipeline().islands.copySleepRecords(sleepRecords, n);
        accumulator = w.pipeline().accumulator;
        stepIndex = w.pipeline().stepIndex;
        solverState = w.solverDriver().carriedState();
        reserveBanked = w.pipeline().ctx.reserve.banked();
        solverPreconditioned = w.solverDriver().carriedPreconditioning();
        if (shapeType.length < n) shapeType = new int[n];
        if (shapeBounds.length < 6 * n) shapeBounds = new float[6 * n];
        for (int i = 0; i < n; i++) shapes.describe(b.shape[i], shapeType, shapeBounds, i);
        Array<Joint> joints = w.getJoints();
        jointCount = joints.size;
        if (jointSlots.length < jointCount) jointSlots = new int[jointCount];
        int total = 0;
        for (int j = 0; j < joints.size; j++) total += jointSlots[j] = joints.get(j).impulses.length;
        if (jointImpulses.length < total) jointImpulses = new double[total];
        for (int j = 0, o = 0; j < joints.size; j++) {
            double[] im = joints.get(j).impulses;
            System.arraycopy(im, 0, jointImpulses, o, im.length);
            o += im.length;
        }
        touching = w.events.pairs().copyTouching(touching);
        touchingCount = w.events.pairs().touchingCount();
        // saved again before any step since a rebuild: the pending seed is the warm-start state
        if (w.pipeline().contactSeed.armed()) contacts.set(w.pipeline().contactSeed);
        else contacts.capture(w.pipeline().contacts, b);
        impacts.set(w.pipeline().ctx.impacts);
    }

    void restore(NscWorld w) {
        validate(w);
        Bodies b = w.bodies();
        int n = b.count;
        Array<Joint> joints = w.getJoints();
        System.arraycopy(pos, 0, b.pos, 0, 3 * n);
        System.arraycopy(rot, 0, b.rot, 0, 4 * n);
        System.arraycopy(vel, 0, b.vel, 0, 6 * n);
        System.arraycopy(force, 0, b.force, 0, 3 * n);
        System.arraycopy(torque, 0, b.torque, 0, 3 * n);
        System.arraycopy(prevPos, 0, b.prevPos, 0, 3 * n);
        System.arraycopy(prevRot, 0, b.prevRot, 0, 4 * n);
        System.arraycopy(target, 0, b.target, 0, 7 * n);
        System.arraycopy(hasTarget, 0, b.hasTarget, 0, n);
        System.arraycopy(awake, 0, b.awake, 0, n);
        System.arraycopy(sleepTime, 0, b.sleepTime, 0, n);
        w.pipeline().islands.restore(b, sleepRecords, w.collision());
        w.pipeline().accumulator = accumulator;
        w.pipeline().stepIndex = stepIndex;
        w.solverDriver().restoreCarriedState(solverState, solverPreconditioned);
        w.pipeline().ctx.reserve.restore(reserveBanked);
        for (int j = 0, o = 0; j < joints.size; j++) {
            double[] im = joints.get(j).impulses;
            System.arraycopy(jointImpulses, o, im, 0, im.length);
            o += im.length;
        }
        w.events.pairs().setTouching(touching, touchingCount);
        for (int i = 0; i < n; i++) w.pushTransform(i);
        w.pipeline().contacts.clear(); // last step's contacts are not the snapshot's: none until the next step
        restartContacts(w);
    }

    /** Everything a restore needs of the world, checked before anything is written: a refused restore leaves no trace. */
    private void validate(NscWorld w) {
        Bodies b = w.bodies();
        int n = b.count;
        if (n != bodyCount) throw new IllegalArgumentException("snapshot: saved " + bodyCount + " bodies, the world has " + n);
        for (int i = 0; i < n; i++)
            if (b.id[i] != ids[i]) throw new IllegalArgumentException("snapshot: body " + i + " is not the body saved there");
        shapes.check(b, shapeType, shapeBounds);
        Array<Joint> joints = w.getJoints();
        if (joints.size != jointCount) throw new IllegalArgumentException("snapshot: saved " + jointCount + " joints, the world has " + joints.size);
        for (int j = 0; j < jointCount; j++) {
            int slots = joints.get(j).impulses.length;
            if (slots != jointSlots[j])
                throw new IllegalArgumentException("snapshot: joint " + j + " has " + slots + " impulse slots, the saved one had " + jointSlots[j]
                        + " (a joint of another kind): restore into a world whose joints were made the same way");
        }
    }

    /** A fresh Bullet contact cache on a restore, seeded with the kept warm-start impulses at the next step. */
    private void restartContacts(NscWorld w) {
        w.collision().rebuild();
        w.queries.posesMoved();
        w.pipeline().contactSeed.set(contacts);
        w.pipeline().contactSeed.arm();
        w.pipeline().ctx.impacts.set(impacts);
    }

    private static double[] copy(double[] from, double[] to, int n) {
        if (to.length < n) to = new double[n];
        System.arraycopy(from, 0, to, 0, n);
        return to;
    }

    private static int[] copy(int[] from, int[] to, int n) {
        if (to.length < n) to = Arrays.copyOf(to, n);
        System.arraycopy(from, 0, to, 0, n);
        return to;
    }
}
