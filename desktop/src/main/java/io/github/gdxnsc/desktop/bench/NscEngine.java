package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.demo.engines.BenchEngine;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;

/** Our world: {@link NscWorld} with the scene loaded through {@link WorldScene}. */
final class NscEngine implements BenchEngine {
    private final NscWorld world;
    private final WorldScene scene;
    private final Vector3 tmp = new Vector3();
    private final int dynamicBodies;
    /** Bodies the scene's build made: the later ones (a shot ball) are not measured. */
    private final int sceneBodies;
    /** The step's contact distances, copied for the penetration figures (only {@code distance} is filled). */
    private final ContactBuffer contacts = new ContactBuffer();

    NscEngine(Scene scene, SceneParams params, NscConfig config) {
        this.world = new NscWorld(config);
        try {
            this.scene = scene.build(world, params);
        } catch (RuntimeException e) {
            world.dispose();
            throw e;
        }
        int n = 0;
        Array<RigidBody> bodies = world.getBodies();
        sceneBodies = bodies.size;
        for (int i = 0; i < bodies.size; i++) if (bodies.get(i).getType() == BodyType.DYNAMIC) n++; // kinematic bodies move but are not simulated, as in Bullet
        dynamicBodies = n;
    }

    @Override
    public int dynamicBodies() {
        return dynamicBodies;
    }

    @Override
    public void step() {
        scene.stepOnce();
    }

    @Override
    public void sample(Frame out) {
        out.clear();
        StepStats st = world.getLastStats();
        out.contacts = st.contacts;
        out.collisionNanos = st.nanos(Stage.COLLISION) + st.nanos(Stage.EXTRACT);
        out.solveNanos = st.nanos(Stage.VELOCITY_SOLVE) + st.nanos(Stage.POSITION_SOLVE);
        out.solverNanos = st.solverNanos();
        out.iterations = st.iterations();
        out.positionIterations = st.positionSolve.iterations;
        out.schurProducts = st.schurProducts();
        out.residual = st.residual();
        out.maxPenetration = st.maxPenetration;
        out.slipCorrectionSolve = st.slipCorrectionSolve;
        out.refusal = st.solverRefusal;
        // the contacts this step's collision stage made and the solve used
        contacts.clear();
        for (int i = 0, n = world.getContactCount(); i < n; i++) {
            int k = contacts.add(); // may grow the arrays: index first, then write
            contacts.distance[k] = world.getContactDistance(i);
        }
        out.contactPoints = contacts;
        Array<RigidBody> bodies = world.getBodies();
        for (int i = 0; i < sceneBodies; i++) {
            RigidBody b = bodies.get(i);
            if (b.getType() != BodyType.DYNAMIC) continue;
            out.speedSquaredSum += b.getLinearVelocity(tmp).len2();
            out.dynamicBodies++;
        }
    }

    @Override
    public void dynamicPositions(float[] out) {
        Array<RigidBody> bodies = world.getBodies();
        int k = 0;
        for (int i = 0; i < sceneBodies; i++) {
            RigidBody b = bodies.get(i);
            if (b.getType() != BodyType.DYNAMIC) continue;
            b.getPosition(tmp);
            out[k++] = tmp.x;
            out[k++] = tmp.y;
            out[k++] = tmp.z;
        }
    }

    @Override
    public void dynamicSpeeds(float[] out) {
        Array<RigidBody> bodies = world.getBodies();
        int k = 0;
        for (int i = 0; i < sceneBodies; i++) {
            RigidBody b = bodies.get(i);
            if (b.getType() == BodyType.DYNAMIC) out[k++] = b.getLinearVelocity(tmp).len();
        }
    }

    @Override
    public void bodyState(int handle, Vector3 outPosition, Vector3 outVelocity) {
        RigidBody b = scene.body(handle);
        b.getPosition(outPosition);
        b.getLinearVelocity(outVelocity);
    }

    @Override
    public double[] residualHistory() {
        SolverStats s = world.getLastStats().velocitySolve;
        double[] h = new double[s.historyLength()];
        s.copyHistory(h);
        return h;
    }

    StepStats lastStats() {
        return world.getLastStats();
    }

    @Override
    public void dispose() {
        world.dispose();
    }
}
