package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.solver.SolverType;

/**
 * Reads and writes {@link NscConfig}'s fields by their keys, one switch per type: the typed
 * {@link ConfigField}s go through here instead of holding a getter and a setter lambda each,
 * because a lambda is a class the JVM spins at run time, and seventy of them were much of what the
 * first world cost to build in a fresh JVM. A field's key is its case here, numbered from 0 within
 * its type ({@link ConfigField#key}), so each switch compiles to a jump table small enough to be
 * inlined into the world's per-step copy and check (a switch on the names would hash and compare a
 * string for every field, twice in the copy). A key not listed under its type is a table error:
 * ConfigFieldsTest checks the keys and reaches every field.
 */
final class ConfigAccess {
    private ConfigAccess() {
    }

    static Vector3 vector(NscConfig c, int key) {
        switch (key) {
            case 0: return c.gravity;
            default: throw unknown("vector", key);
        }
    }

    static int getInt(NscConfig c, int key) {
        switch (key) {
            case 0: return c.maxSubSteps;
            case 1: return c.maxIterations;
            case 2: return c.iterationReserve;
            case 3: return c.reserveStepIterations;
            case 4: return c.reservePriceRows;
            case 5: return c.stagnationWindow;
            case 6: return c.stackSweeps;
            case 7: return c.splitFromIterations;
            case 8: return c.guardBelowIterations;
            case 9: return c.threads;
            case 10: return c.jointProjectionIterations;
            case 11: return c.smcMaxSubsteps;
            case 12: return c.subSteps;
            default: throw unknown("int", key);
        }
    }

    static void setInt(NscConfig c, int key, int v) {
        switch (key) {
            case 0: c.maxSubSteps = v; break;
            case 1: c.maxIterations = v; break;
            case 2: c.iterationReserve = v; break;
            case 3: c.reserveStepIterations = v; break;
            case 4: c.reservePriceRows = v; break;
            case 5: c.stagnationWindow = v; break;
            case 6: c.stackSweeps = v; break;
            case 7: c.splitFromIterations = v; break;
            case 8: c.guardBelowIterations = v; break;
            case 9: c.threads = v; break;
            case 10: c.jointProjectionIterations = v; break;
            case 11: c.smcMaxSubsteps = v; break;
            case 12: c.subSteps = v; break;
            default: throw unknown("int", key);
        }
    }

    static long getLong(NscConfig c, int key) {
        switch (key) {
            case 0: return c.timeBudgetMicros;
            default: throw unknown("long", key);
        }
    }

    static void setLong(NscConfig c, int key, long v) {
        switch (key) {
            case 0: c.timeBudgetMicros = v; break;
            default: throw unknown("long", key);
        }
    }

    static float getFloat(NscConfig c, int key) {
        switch (key) {
            case 0: return c.timeStep;
            case 1: return c.positionShare;
            case 2: return c.maxRecoverySpeed;
            case 3: return c.contactSlop;
            case 4: return c.contactRestShare;
            case 5: return c.contactSkin;
            case 6: return c.restRecoverySpeed;
            case 7: return c.restAnchor;
            case 8: return c.recoveryDeadBand;
            case 9: return c.contactErp;
            case 10: return c.penetrationGuard;
            case 11: return c.landingSweep;
            case 12: return c.jointErp;
            case 13: return c.contactCompliance;
            case 14: return c.restitutionThresholdSpeed;
            case 15: return c.psorOmega;
            case 16: return c.sleepLinearSpeed;
            case 17: return c.sleepAngularSpeed;
            case 18: return c.sleepTime;
            case 19: return c.manifoldReuseDistance;
            default: throw unknown("float", key);
        }
    }

    static void setFloat(NscConfig c, int key, float v) {
        switch (key) {
            case 0: c.timeStep = v; break;
            case 1: c.positionShare = v; break;
            case 2: c.maxRecoverySpeed = v; break;
            case 3: c.contactSlop = v; break;
            case 4: c.contactRestShare = v; break;
            case 5: c.contactSkin = v; break;
            case 6: c.restRecoverySpeed = v; break;
            case 7: c.restAnchor = v; break;
            case 8: c.recoveryDeadBand = v; break;
            case 9: c.contactErp = v; break;
            case 10: c.penetrationGuard = v; break;
            case 11: c.landingSweep = v; break;
            case 12: c.jointErp = v; break;
            case 13: c.contactCompliance = v; break;
            case 14: c.restitutionThresholdSpeed = v; break;
            case 15: c.psorOmega = v; break;
            case 16: c.sleepLinearSpeed = v; break;
            case 17: c.sleepAngularSpeed = v; break;
            case 18: c.sleepTime = v; break;
            case 19: c.manifoldReuseDistance = v; break;
            default: throw unknown("float", key);
        }
    }

    static double getDouble(NscConfig c, int key) {
        switch (key) {
            case 0: return c.tolerance;
            case 1: return c.stagnationFactor;
            case 2: return c.relativeTolerance;
            default: throw unknown("double", key);
        }
    }

    static void setDouble(NscConfig c, int key, double v) {
        switch (key) {
            case 0: c.tolerance = v; break;
            case 1: c.stagnationFactor = v; break;
            case 2: c.relativeTolerance = v; break;
            default: throw unknown("double", key);
        }
    }

    static boolean getBoolean(NscConfig c, int key) {
        switch (key) {
            case 0: return c.warmStart;
            case 1: return c.warmStartNewPoints;
            case 2: return c.refuseInnerPoints;
            case 3: return c.preconditioning;
            case 4: return c.directContactReader;
            case 5: return c.multipointContacts;
            case 6: return c.completeManifolds;
            case 7: return c.innerEdgeNormals;
            case 8: return c.poolNarrowPhase;
            case 9: return c.contactsInBodyOrder;
            case 10: return c.slipCorrection;
            case 11: return c.slipCorrectionResumes;
            case 12: return c.exactFreeRotation;
            case 13: return c.smcImplicitDamper;
            case 14: return c.allowSleep;
            case 15: return c.islandStop;
            default: throw unknown("boolean", key);
        }
    }

    static void setBoolean(NscConfig c, int key, boolean v) {
        switch (key) {
            case 0: c.warmStart = v; break;
            case 1: c.warmStartNewPoints = v; break;
            case 2: c.refuseInnerPoints = v; break;
            case 3: c.preconditioning = v; break;
            case 4: c.directContactReader = v; break;
            case 5: c.multipointContacts = v; break;
            case 6: c.completeManifolds = v; break;
            case 7: c.innerEdgeNormals = v; break;
            case 8: c.poolNarrowPhase = v; break;
            case 9: c.contactsInBodyOrder = v; break;
            case 10: c.slipCorrection = v; break;
            case 11: c.slipCorrectionResumes = v; break;
            case 12: c.exactFreeRotation = v; break;
            case 13: c.smcImplicitDamper = v; break;
            case 14: c.allowSleep = v; break;
            case 15: c.islandStop = v; break;
            default: throw unknown("boolean", key);
        }
    }

    static Enum<?> getEnum(NscConfig c, int key) {
        switch (key) {
            case 0: return c.solver;
            case 1: return c.contactMethod;
            case 2: return c.smcLaw;
            default: throw unknown("enum", key);
        }
    }

    /** {@code v} is of the field's enum type (EnumField casts it to its constants' class). */
    static void setEnum(NscConfig c, int key, Enum<?> v) {
        switch (key) {
            case 0: c.solver = (SolverType) v; break;
            case 1: c.contactMethod = (ContactMethod) v; break;
            case 2: c.smcLaw = (SmcLaw) v; break;
            default: throw unknown("enum", key);
        }
    }

    private static IllegalStateException unknown(String type, int key) {
        return new IllegalStateException("NscConfig has no " + type + " field of key " + key + " (ConfigFields and ConfigAccess disagree)");
    }
}
