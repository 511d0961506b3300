package io.github.gdxnsc.world;

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

/** The Bullet objects behind NscShapes' axis-aware shapes, the check that a cylinder is round, and a heightfield's grid. */
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

    /**
     * Refuses a cylinder whose two half extents across its axis differ: Bullet collides it with the
     * first one all round but bounds it by both, so along the second it misses contacts and queries.
     */
    static void checkRound(btCylinderShape c) {
        int up = c.getUpAxis(), a = up == 0 ? 1 : 0, b = up == 2 ? 1 : 2;
        Vector3 h = c.getHalfExtentsWithMargin();
        float ha = a == 0 ? h.x : h.y, hb = b == 1 ? h.y : h.z;
        if (Math.abs(ha - hb) > 1e-6f * Math.max(ha, hb))
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "shape: a cylinder must be round, its half extents across its axis"
                    + " were %.4f and %.4f (Bullet collides it with radius %.4f all round but bounds it by %.4f); give both the radius, or use a convex hull",
                    ha, hb, ha, hb));
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
}
