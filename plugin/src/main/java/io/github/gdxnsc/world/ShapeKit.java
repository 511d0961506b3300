package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShapeX;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShapeZ;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConeShape;
import com.badlogic.gdx.physics.bullet.collision.btConeShapeX;
import com.badlogic.gdx.physics.bullet.collision.btConeShapeZ;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShapeX;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShapeZ;

/**
 * The Bullet objects behind NscShapes' axis-aware and composite shapes, and the mass properties of
 * a compound: its centre of mass and its inertia about it per unit of mass.
 */
final class ShapeKit {
    private ShapeKit() {
    }

    static btCollisionShape cylinder(Axis axis, float radius, float halfHeight) {
        switch (axis) {
            case X: return new btCylinderShapeX(new Vector3(halfHeight, radius, radius));
            case Z: return new btCylinderShapeZ(new Vector3(radius, radius, halfHeight));
            default: return new btCylinderShape(new Vector3(radius, halfHeight, radius));
        }
    }

    static btCollisionShape capsule(Axis axis, float radius, float cylinderHeight) {
        switch (axis) {
            case X: return new btCapsuleShapeX(radius, cylinderHeight);
            case Z: return new btCapsuleShapeZ(radius, cylinderHeight);
            default: return new btCapsuleShape(radius, cylinderHeight);
        }
    }

    /** Bullet's default collision margin (CONVEX_DISTANCE_MARGIN). */
    static final float MARGIN = 0.04f;

    /**
     * A cone whose margin-rounded surface has the given radius and height: Bullet adds the margin
     * around a cone (a box or cylinder keeps it inside its extents), so the core is shrunk by it.
     */
    static btCollisionShape cone(Axis axis, float radius, float height) {
        radius = Math.max(radius - MARGIN, 0.5f * radius);
        height = Math.max(height - 2 * MARGIN, 0.5f * height);
        switch (axis) {
            case X: return new btConeShapeX(radius, height);
            case Z: return new btConeShapeZ(radius, height);
            default: return new btConeShape(radius, height);
        }
    }

    /** A heightfield's grid and its height range (its compound puts the field's mid height at the body's origin height). */
    static final class Heightfield {
        final float[] heights;
        final int columns, rows;
        final float cellSize, mid;

        Heightfield(float[] heights, int columns, int rows, float cellSize, float mid) {
            this.heights = heights;
            this.columns = columns;
            this.rows = rows;
            this.cellSize = cellSize;
            this.mid = mid;
        }
    }

    /** A compound's centre of mass in the frame it was given in, and its principal-axis inertia about it per kilogram. */
    static final class MassProperties {
        final Vector3 centreOfMass = new Vector3(), unitInertia = new Vector3();
    }

    /**
     * Centre of mass of children of {@code masses} at {@code transforms}, and the diagonal of the
     * inertia about it (children's principal inertia rotated into the compound's frame, plus the
     * parallel-axis terms) divided by the total mass. Products of inertia are dropped: the compound's
     * axes are taken as principal (exact for children placed symmetrically about its axes).
     */
    static MassProperties massProperties(btCollisionShape[] children, Matrix4[] transforms, float[] masses) {
        MassProperties out = new MassProperties();
        double total = 0, cx = 0, cy = 0, cz = 0;
        Vector3 p = new Vector3();
        for (int i = 0; i < children.length; i++) {
            transforms[i].getTranslation(p);
            total += masses[i];
            cx += masses[i] * p.x;
            cy += masses[i] * p.y;
            cz += masses[i] * p.z;
        }
        cx /= total;
        cy /= total;
        cz /= total;
        out.centreOfMass.set((float) cx, (float) cy, (float) cz);
        double ixx = 0, iyy = 0, izz = 0;
        Vector3 local = new Vector3();
        Quaternion q = new Quaternion();
        Matrix4 r = new Matrix4();
        for (int i = 0; i < children.length; i++) {
            children[i].calculateLocalInertia(masses[i], local);
            r.set(transforms[i].getRotation(q, true));
            float[] m = r.val; // column-major: m[col * 4 + row]
            // diagonal of R diag(local) R^T
            ixx += m[0] * m[0] * local.x + m[4] * m[4] * local.y + m[8] * m[8] * local.z;
            iyy += m[1] * m[1] * local.x + m[5] * m[5] * local.y + m[9] * m[9] * local.z;
            izz += m[2] * m[2] * local.x + m[6] * m[6] * local.y + m[10] * m[10] * local.z;
            transforms[i].getTranslation(p);
            double dx = p.x - cx, dy = p.y - cy, dz = p.z - cz;
            ixx += masses[i] * (dy * dy + dz * dz);
            iyy += masses[i] * (dx * dx + dz * dz);
            izz += masses[i] * (dx * dx + dy * dy);
        }
        out.unitInertia.set((float) (ixx / total), (float) (iyy / total), (float) (izz / total));
        return out;
    }
}
