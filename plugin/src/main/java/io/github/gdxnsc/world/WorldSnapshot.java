package io.github.gdxnsc.world;

import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.ContactSeed;
import java.util.Arrays;

/**
 * A world's dynamic state, saved by {@link NscWorld#saveSnapshot} and put back by
 * {@link NscWorld#restoreSnapshot}: poses, velocities, pending forces, sleep state, kinematic targets, the
 * render-interpolation poses, the accumulator, contact warm-start impulses, joint impulses, the
 * touching pairs of contact events, the solver's carried step size and its iteration reserve. A restored world then
 * steps on bit for bit like the world did after the save.
 *
 * <p>Bullet keeps contact history (manifold points, broadphase trees) that cannot be written
 * back, so saving and restoring both rebuild Bullet's contact cache from the bodies alone and carry
 * the warm-start impulses over by matching points ({@code step.ContactSeed}): the saving world
 * therefore continues from the same rebuilt state as a restored one, which is what makes the two
 * agree bit for bit (and it differs, slightly, from a world never saved). What is not state
 * stays out: the bodies themselves, shapes, materials, filters, joints' settings and the config
 * must be the same when restoring (the same world, or one built the same way: body ids must
 * match, else restore refuses). Arrays are reused when a snapshot is saved again.
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
    int jointCount;
    double[] jointImpulses = new double[0];
    int touchingCount;
    long[] touching = new long[0];
    final ContactSeed contacts = new ContactSeed();

    public int getBodyCount() {
        return bodyCount;
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
        Array<Joint> joints = w.getJoints();
        jointCount = joints.size;
        int total = 0;
        for (int j = 0; j < joints.size; j++) total += joints.get(j).impulses.length;
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
        restartContacts(w);
    }

    void restore(NscWorld w) {
        Bodies b = w.bodies();
        int n = b.count;
        if (n != bodyCount) throw new IllegalArgumentException("snapshot: saved " + bodyCount + " bodies, the world has " + n);
        for (int i = 0; i < n; i++)
            if (b.id[i] != ids[i]) throw new IllegalArgumentException("snapshot: body " + i + " is not the body saved there");
        Array<Joint> joints = w.getJoints();
        if (joints.size != jointCount) throw new IllegalArgumentException("snapshot: saved " + jointCount + " joints, the world has " + joints.size);
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
        w.solverDriver().restoreCarriedState(solverState);
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

    /** A fresh Bullet contact cache on both sides of a snapshot, seeded with the kept warm-start impulses at the next step. */
    private void restartContacts(NscWorld w) {
        w.collision().rebuild();
        w.queries.posesMoved();
        w.pipeline().contactSeed.set(contacts);
        w.pipeline().contactSeed.arm();
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
