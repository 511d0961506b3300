package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.solver.SolverType;

/**
 * Reads and writes {@link NscConfig}'s fields by their names, one switch per primitive type: the
 * typed {@link ConfigField}s go through here instead of holding a getter and a setter lambda each,
 * because a lambda is a class the JVM spins at run time, and seventy of them were much of what the
 * first world cost to build in a fresh JVM. A name compares by identity first (the table's names
 * and these labels are the same interned literals), so a lookup costs a hash switch and allocates
 * nothing. A name not listed under its type is a table error: ConfigFieldsTest reaches every field.
 */
final class ConfigAccess {
    private ConfigAccess() {
    }

    static Vector3 vector(NscConfig c, String name) {
        if (name.equals("gravity")) return c.gravity;
        throw unknown("vector", name);
    }

    static int getInt(NscConfig c, String name) {
        switch (name) {
            case "maxSubSteps": return c.maxSubSteps;
            case "maxIterations": return c.maxIterations;
            case "iterationReserve": return c.iterationReserve;
            case "reserveStepIterations": return c.reserveStepIterations;
            case "reservePriceRows": return c.reservePriceRows;
            case "stagnationWindow": return c.stagnationWindow;
            case "stackSweeps": return c.stackSweeps;
            case "splitFromIterations": return c.splitFromIterations;
            case "guardBelowIterations": return c.guardBelowIterations;
            case "threads": return c.threads;
            case "jointProjectionIterations": return c.jointProjectionIterations;
            case "smcMaxSubsteps": return c.smcMaxSubsteps;
            default: throw unknown("int", name);
        }
    }

    static void setInt(NscConfig c, String name, int v) {
        switch (name) {
            case "maxSubSteps": c.maxSubSteps = v; break;
            case "maxIterations": c.maxIterations = v; break;
            case "iterationReserve": c.iterationReserve = v; break;
            case "reserveStepIterations": c.reserveStepIterations = v; break;
            case "reservePriceRows": c.reservePriceRows = v; break;
            case "stagnationWindow": c.stagnationWindow = v; break;
            case "stackSweeps": c.stackSweeps = v; break;
            case "splitFromIterations": c.splitFromIterations = v; break;
            case "guardBelowIterations": c.guardBelowIterations = v; break;
            case "threads": c.threads = v; break;
            case "jointProjectionIterations": c.jointProjectionIterations = v; break;
            case "smcMaxSubsteps": c.smcMaxSubsteps = v; break;
            default: throw unknown("int", name);
        }
    }

    static long getLong(NscConfig c, String name) {
        if (name.equals("timeBudgetMicros")) return c.timeBudgetMicros;
        throw unknown("long", name);
    }

    static void setLong(NscConfig c, String name, long v) {
        if (!name.equals("timeBudgetMicros")) throw unknown("long", name);
        c.timeBudgetMicros = v;
    }

    static float getFloat(NscConfig c, String name) {
        switch (name) {
            case "timeStep": return c.timeStep;
            case "positionShare": return c.positionShare;
            case "maxRecoverySpeed": return c.maxRecoverySpeed;
            case "contactSlop": return c.contactSlop;
            case "contactRestShare": return c.contactRestShare;
            case "contactSkin": return c.contactSkin;
            case "restRecoverySpeed": return c.restRecoverySpeed;
            case "restAnchor": return c.restAnchor;
            case "recoveryDeadBand": return c.recoveryDeadBand;
            case "contactErp": return c.contactErp;
            case "penetrationGuard": return c.penetrationGuard;
            case "landingSweep": return c.landingSweep;
            case "jointErp": return c.jointErp;
            case "contactCompliance": return c.contactCompliance;
            case "restitutionThresholdSpeed": return c.restitutionThresholdSpeed;
            case "psorOmega": return c.psorOmega;
            case "sleepLinearSpeed": return c.sleepLinearSpeed;
            case "sleepAngularSpeed": return c.sleepAngularSpeed;
            case "sleepTime": return c.sleepTime;
            default: throw unknown("float", name);
        }
    }

    static void setFloat(NscConfig c, String name, float v) {
        switch (name) {
            case "timeStep": c.timeStep = v; break;
            case "positionShare": c.positionShare = v; break;
            case "maxRecoverySpeed": c.maxRecoverySpeed = v; break;
            case "contactSlop": c.contactSlop = v; break;
            case "contactRestShare": c.contactRestShare = v; break;
            case "contactSkin": c.contactSkin = v; break;
            case "restRecoverySpeed": c.restRecoverySpeed = v; break;
            case "restAnchor": c.restAnchor = v; break;
            case "recoveryDeadBand": c.recoveryDeadBand = v; break;
            case "contactErp": c.contactErp = v; break;
            case "penetrationGuard": c.penetrationGuard = v; break;
            case "landingSweep": c.landingSweep = v; break;
            case "jointErp": c.jointErp = v; break;
            case "contactCompliance": c.contactCompliance = v; break;
            case "restitutionThresholdSpeed": c.restitutionThresholdSpeed = v; break;
            case "psorOmega": c.psorOmega = v; break;
            case "sleepLinearSpeed": c.sleepLinearSpeed = v; break;
            case "sleepAngularSpeed": c.sleepAngularSpeed = v; break;
            case "sleepTime": c.sleepTime = v; break;
            default: throw unknown("float", name);
        }
    }

    static double getDouble(NscConfig c, String name) {
        switch (name) {
            case "tolerance": return c.tolerance;
            case "stagnationFactor": return c.stagnationFactor;
            case "relativeTolerance": return c.relativeTolerance;
            default: throw unknown("double", name);
        }
    }

    static void setDouble(NscConfig c, String name, double v) {
        switch (name) {
            case "tolerance": c.tolerance = v; break;
            case "stagnationFactor": c.stagnationFactor = v; break;
            case "relativeTolerance": c.relativeTolerance = v; break;
            default: throw unknown("double", name);
        }
    }

    static boolean getBoolean(NscConfig c, String name) {
        switch (name) {
            case "warmStart": return c.warmStart;
            case "warmStartNewPoints": return c.warmStartNewPoints;
            case "refuseInnerPoints": return c.refuseInnerPoints;
            case "preconditioning": return c.preconditioning;
            case "directContactReader": return c.directContactReader;
            case "multipointContacts": return c.multipointContacts;
            case "completeManifolds": return c.completeManifolds;
            case "innerEdgeNormals": return c.innerEdgeNormals;
            case "poolNarrowPhase": return c.poolNarrowPhase;
            case "contactsInBodyOrder": return c.contactsInBodyOrder;
            case "slipCorrection": return c.slipCorrection;
            case "slipCorrectionResumes": return c.slipCorrectionResumes;
            case "exactFreeRotation": return c.exactFreeRotation;
            case "smcImplicitDamper": return c.smcImplicitDamper;
            case "allowSleep": return c.allowSleep;
            default: throw unknown("boolean", name);
        }
    }

    static void setBoolean(NscConfig c, String name, boolean v) {
        switch (name) {
            case "warmStart": c.warmStart = v; break;
            case "warmStartNewPoints": c.warmStartNewPoints = v; break;
            case "refuseInnerPoints": c.refuseInnerPoints = v; break;
            case "preconditioning": c.preconditioning = v; break;
            case "directContactReader": c.directContactReader = v; break;
            case "multipointContacts": c.multipointContacts = v; break;
            case "completeManifolds": c.completeManifolds = v; break;
            case "innerEdgeNormals": c.innerEdgeNormals = v; break;
            case "poolNarrowPhase": c.poolNarrowPhase = v; break;
            case "contactsInBodyOrder": c.contactsInBodyOrder = v; break;
            case "slipCorrection": c.slipCorrection = v; break;
            case "slipCorrectionResumes": c.slipCorrectionResumes = v; break;
            case "exactFreeRotation": c.exactFreeRotation = v; break;
            case "smcImplicitDamper": c.smcImplicitDamper = v; break;
            case "allowSleep": c.allowSleep = v; break;
            default: throw unknown("boolean", name);
        }
    }

    static Enum<?> getEnum(NscConfig c, String name) {
        switch (name) {
            case "solver": return c.solver;
            case "contactMethod": return c.contactMethod;
            case "smcLaw": return c.smcLaw;
            default: throw unknown("enum", name);
        }
    }

    /** {@code v} is of the field's enum type (EnumField casts it to its constants' class). */
    static void setEnum(NscConfig c, String name, Enum<?> v) {
        switch (name) {
            case "solver": c.solver = (SolverType) v; break;
            case "contactMethod": c.contactMethod = (ContactMethod) v; break;
            case "smcLaw": c.smcLaw = (SmcLaw) v; break;
            default: throw unknown("enum", name);
        }
    }

    private static IllegalStateException unknown(String type, String name) {
        return new IllegalStateException("NscConfig has no " + type + " field '" + name + "' (ConfigFields and ConfigAccess disagree)");
    }
}
