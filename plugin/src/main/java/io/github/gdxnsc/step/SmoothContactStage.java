package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.stats.Stage;

/**
 * Smooth contact (SMC), in place of build, the solves and integrate. Reads the contact buffer, the
 * bodies, the user's forces, the joints, the contact modifier (the listener's preSolve, once per
 * contact a step). Writes the bodies' velocities and poses, the contacts'
 * tangential springs (kept on Bullet's points), the joints' rows and x, the stats' joint solve:
 * substeps of semi-implicit Euler, each adding the contacts' spring-damper forces to the user's
 * forces, forming v* (under Hertz with its damper implicit the forces hold the springs, and the
 * dampers and friction then act on v* as impulses), solving the joints' rows alone (they stay complementarity rows, so a ragdoll
 * or chain works under both methods), and advancing the poses; the contacts' overlaps follow
 * between substeps.
 */
final class SmoothContactStage implements StepStage {
    private final SmoothContacts contacts;
    private final VelocityIntegrator velocities;
    private final PositionIntegrator positions;
    private final SolverDriver driver;
    private final RecoveryImpulseCache recoveryCache;
    private final SolverBudget budget = new SolverBudget();
    private double[] userForce = new double[48], userTorque = new double[48];

    SmoothContactStage(VelocityIntegrator velocities, PositionIntegrator positions, SolverDriver driver, RecoveryImpulseCache recoveryCache, ImpactMemory impacts) {
        this.contacts = new SmoothContacts(impacts);
        this.velocities = velocities;
        this.positions = positions;
        this.driver = driver;
        this.recoveryCache = recoveryCache;
    }

    @Override
    public Stage stage() {
        return Stage.SMOOTH_CONTACT;
    }

    @Override
    public void run(StepContext ctx) {
        final Bodies bodies = ctx.bodies;
        final ContactBuffer c = ctx.contacts;
        final NscDescriptor d = ctx.descriptor;
        final StepJoints joints = ctx.joints;
        final int n = bodies.count;
        final double h = ctx.timeStep;
        contacts.setLaw(ctx.smcHertz, ctx.smcImplicitDamper);
        ctx.ensureRows(joints.maxRows());
        budget.set(ctx.maxIterations, ctx.tolerance, ctx.timeBudgetMicros);
        int substeps = contacts.prepare(c, bodies, h, ctx.smcMaxSubsteps, ctx.contactModifier);
        double hs = h / substeps;
        if (userForce.length < 3 * n) {
            userForce = new double[Math.max(3 * n, 2 * userForce.length)];
            userTorque = new double[userForce.length];
        }
        System.arraycopy(bodies.force, 0, userForce, 0, 3 * n);
        System.arraycopy(bodies.torque, 0, userTorque, 0, 3 * n);
        for (int s = 0; s < substeps; s++) {
            System.arraycopy(userForce, 0, bodies.force, 0, 3 * n);
            System.arraycopy(userTorque, 0, bodies.torque, 0, 3 * n);
            contacts.addForces(c, bodies, hs);
            d.beginStep(n);
            velocities.run(ctx.pool, d, hs, ctx.gravityX, ctx.gravityY, ctx.gravityZ);
            if (ctx.smcHertz && ctx.smcImplicitDamper) contacts.addHertzDampers(c, bodies, d.velocity(), d.invMass(), d.invInertia(), hs);
            ctx.ropeBlock.clear();
            joints.addRows(d, ctx.x, ctx.warmStart, hs, ctx.jointErp);
            int rows = d.rowCount();
            d.prepare();
            d.computeRhs();
            ctx.ropeBlock.solve(d, ctx.x);
            if (rows > 0) ctx.fellBack = driver.solve(d, ctx.x, rows, budget, ctx.stats.velocitySolve);
            d.applyImpulses(ctx.x, bodies.vel);
            positions.run(ctx.pool, hs, null, d.velocity());
            contacts.advance(c, bodies, hs);
        }
        contacts.finish(c);
        // the user's forces last for the whole world step (the facade clears them): contact forces must not stay
        System.arraycopy(userForce, 0, bodies.force, 0, 3 * n);
        System.arraycopy(userTorque, 0, bodies.torque, 0, 3 * n);
        ctx.rows = d.rowCount();
        ctx.stats.smcSubsteps = substeps;
        ctx.stats.maxPenetration = contacts.maxOverlap();
        ctx.collision.writeImpulses(c); // the tangential springs, kept on the points
        recoveryCache.forget(); // no position solve here: nothing to carry to a later hard-contact step
    }
}
