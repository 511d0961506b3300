package io.github.gdxnsc.world;

import com.badlogic.gdx.graphics.Mesh;
import com.badlogic.gdx.graphics.g3d.Model;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btBvhTriangleMeshShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import com.badlogic.gdx.physics.bullet.collision.btTriangleIndexVertexArray;
import com.badlogic.gdx.physics.bullet.collision.btCompoundShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collision shapes the world makes, shares (same arguments, same shape) and disposes with the
 * world, so the common path leaves no native object to the user. A shape from here must not be
 * disposed by the user, nor used after its world is disposed. A user's own btCollisionShape can
 * be given to {@link BodyDef#shape} instead and stays the user's.
 *
 * <p>With {@link NscConfig#contactSkin} set, each shape made here collides as its given geometry
 * grown by the skin of the time it is made (ShapeSkins), with the mass and inertia of its given
 * sizes. Changing a made shape's margin replaces a hull's or cone's skin: round a hull with
 * {@link #convexHull(float[], float)} instead.
 *
 * <p>Threading: the world's thread only (every method calls gdx-bullet).
 */
public final class NscShapes implements Disposable {
    private final NscWorld world;
    private final Map<String, btCollisionShape> byKey = new HashMap<>();
    private final Map<Object, btCollisionShape> byIdentity = new IdentityHashMap<>();
    /** Every native object made here, in creation order; disposed in reverse. */
    private final List<Disposable> owned = new ArrayList<>();
    /** Direct buffers a triangle mesh points into: kept reachable while Bullet reads them. */
    private final List<Object> keepAlive = new ArrayList<>();
    /** Compounds' mass properties and heightfields' grids, by shape (looked up, never iterated). */
    private final Map<btCollisionShape, MassProperties> massProperties = new IdentityHashMap<>();
    private final Map<btCollisionShape, ShapeKit.Heightfield> heightfields = new IdentityHashMap<>();
    private final Map<btCollisionShape, Vector3> ellipsoids = new IdentityHashMap<>();
    private final ShapeSkins skins;
    private final java.util.Set<btCollisionShape> ownedShapes = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    /**
     * Which live world's shapes() made each shape, across every world of the process: a body
     * must not use another world's shape, because that world disposes it with itself and the
     * next step would then read freed native memory (a JVM abort, not an exception).
     */
    private static final Map<btCollisionShape, NscShapes> MAKERS = new IdentityHashMap<>();

    /** The triangle meshes' native objects and buffers, owned here. */
    private final MeshShapes meshes = new MeshShapes(this::own, keepAlive::add);

    NscShapes(NscWorld world) {
        this.world = world;
        this.skins = new ShapeSkins(world::getConfig, massProperties);
    }

    /** Makes a shape for a skin (m): the collided shape, grown by it. */
    private interface Grown {
        btCollisionShape make(float skin);
    }

    /** The shape under {@code key} and the current skin, made by {@code make} and kept on first use: equal arguments and skins share one shape. */
    private btCollisionShape shared(String key, Grown make) {
        float skin = skins.current();
        String k = key + ":" + skin;
        btCollisionShape s = byKey.get(k);
        return s != null ? s : keep(k, make.make(skin));
    }

    /** A box of half extents (m); equal arguments share one shape. */
    public btCollisionShape box(float halfX, float halfY, float halfZ) {
        positive("halfX", halfX);
        positive("halfY", halfY);
        positive("halfZ", halfZ);
        return shared("box:" + halfX + ":" + halfY + ":" + halfZ, skin -> skins.grown(new btBoxShape(new Vector3(halfX + skin, halfY + skin, halfZ + skin)),
                skin, () -> new btBoxShape(new Vector3(halfX, halfY, halfZ))));
    }

    /** A sphere of {@code radius} (m); equal radii share one shape. */
    public btCollisionShape sphere(float radius) {
        positive("radius", radius);
        return shared("sphere:" + radius, skin -> skins.grown(new btSphereShape(radius + skin), skin, () -> new btSphereShape(radius)));
    }

    /** Capsule along Y: radius and the height of its cylindrical part. */
    public btCollisionShape capsule(float radius, float height) {
        positive("radius", radius);
        Checks.nonNegative("height", height);
        return shared("capsule:" + radius + ":" + height, skin -> skins.grown(new btCapsuleShape(radius + skin, height), skin, () -> new btCapsuleShape(radius, height)));
    }

    /**
     * Cylinder along Y with half extents; round only: {@code halfZ} must equal {@code halfX}
     * (Bullet collides a cylinder with radius halfX all round but bounds it by halfZ along z).
     */
    public btCollisionShape cylinder(float halfX, float halfY, float halfZ) {
        positive("halfX", halfX);
        positive("halfY", halfY);
        positive("halfZ", halfZ);
        if (halfZ != halfX)
            throw new IllegalArgumentException("halfZ must equal halfX (a cylinder is round: Bullet collides it with radius halfX in every direction"
                    + " across its axis), was " + halfZ + " with halfX " + halfX + "; for an elliptic section use a convex hull");
        return shared("cylinder:" + halfX + ":" + halfY + ":" + halfZ, skin -> skins.grown(new btCylinderShape(new Vector3(halfX + skin, halfY + skin, halfZ + skin)),
                skin, () -> new btCylinderShape(new Vector3(halfX, halfY, halfZ))));
    }

    /**
     * Cylinder along {@code axis}, sized as ModelBuilder.createCylinder sizes one along Y: its full
     * {@code diameter} and {@code height}, centred on the body's origin.
     */
    public btCollisionShape cylinder(Axis axis, float diameter, float height) {
        axis(axis);
        positive("diameter", diameter);
        positive("height", height);
        return shared("cylinder" + axis + ":" + diameter + ":" + height, skin -> skins.grown(ShapeKit.cylinder(axis, diameter / 2 + skin, height / 2 + skin),
                skin, () -> ShapeKit.cylinder(axis, diameter / 2, height / 2)));
    }

    /**
     * Capsule along {@code axis}, sized as ModelBuilder.createCapsule: {@code radius} and the
     * {@code totalHeight} tip to tip (caps included, >= 2 radius), centred on the body's origin.
     */
    public btCollisionShape capsule(Axis axis, float radius, float totalHeight) {
        axis(axis);
        positive("radius", radius);
        positive("totalHeight", totalHeight);
        if (totalHeight < 2 * radius) throw new IllegalArgumentException("totalHeight must be >= 2 radius (" + 2 * radius + "), was " + totalHeight);
        return shared("capsule" + axis + ":" + radius + ":" + totalHeight, skin -> skins.grown(ShapeKit.capsule(axis, radius + skin, totalHeight - 2 * radius),
                skin, () -> ShapeKit.capsule(axis, radius, totalHeight - 2 * radius)));
    }

    /**
     * Cone pointing along +{@code axis}, sized as ModelBuilder.createCone: the base's full
     * {@code diameter} and the {@code height}. A solid cone's centre of mass is a quarter of the
     * height above its base, so the body's position is there: a quarter of the height below the
     * middle where ModelBuilder's cone has its origin ({@link #centreOfMass} gives that offset: draw
     * the model at the body's transform times translation(-centreOfMass)). Its inertia is the solid
     * cone's about that centre.
     */
    public btCollisionShape cone(Axis axis, float diameter, float height) {
        axis(axis);
        positive("diameter", diameter);
        positive("height", height);
        return shared("cone" + axis + ":" + diameter + ":" + height, skin -> {
            MassProperties mp = MassProperties.cone(axis, diameter / 2, height);
            btCollisionShape core = own(ShapeKit.cone(axis, diameter / 2, height));
            core.setMargin(ShapeKit.MARGIN + skin); // Bullet rounds a cone by its margin: the skin is a thicker rounding
            skins.put(core, skin);
            btCompoundShape centred = new btCompoundShape();
            centred.addChildShape(new Matrix4().setToTranslation(-mp.centreOfMass.x, -mp.centreOfMass.y, -mp.centreOfMass.z), core);
            massProperties.put(centred, mp);
            skins.put(centred, skin);
            return centred;
        });
    }

    /**
     * A shape of this world scaled by {@code scale}, a new shape each call; the original stays as it
     * was. A static triangle mesh scales by any positive factors (btScaledBvhTriangleMeshShape). A
     * convex shape scales uniformly (btUniformScalingShape), or by factors per axis when its kind
     * has a scaled form: a box becomes a box, a sphere an ellipsoid (a hull of points on its surface,
     * drawn as one), a cylinder a cylinder (equal factors across its axis), a hull the hull of its
     * scaled points; a capsule or any other convex shape is refused. A body of it gets the scaled
     * solid's inertia (a box's and an ellipsoid's closed forms).
     */
    public btCollisionShape scaled(btCollisionShape shape, Vector3 scale) {
        world.checkNotDisposed();
        if (shape == null) throw new IllegalArgumentException("shape must not be null");
        checkUsable(shape);
        Checks.finite("scale", scale);
        positive("scale.x", scale.x);
        positive("scale.y", scale.y);
        positive("scale.z", scale.z);
        float skin = skins.of(shape);
        if (shape instanceof btBvhTriangleMeshShape) return own(skins.scaledMesh((btBvhTriangleMeshShape) shape, scale));
        if (!(shape instanceof btConvexShape))
            throw new IllegalArgumentException("shape: only convex shapes and static triangle meshes scale, was " + shape.getClass().getSimpleName());
        ScaledShapes.Scaled made = ScaledShapes.scale((btConvexShape) shape, scale, massProperties.get(shape), skin);
        own(made.shape);
        skins.put(made.shape, skin);
        if (made.mass != null) massProperties.put(made.shape, made.mass);
        if (made.semiAxes != null) ellipsoids.put(made.shape, made.semiAxes);
        return made.shape;
    }

    /** The semi-axes of an ellipsoid made by {@link #scaled} from a sphere, for drawing; null for other shapes. */
    Vector3 ellipsoidOf(btCollisionShape shape) {
        return ellipsoids.get(shape);
    }

    /**
     * A compound of this world's shapes at {@code localTransforms} (rotation and translation, in
     * the frame the parts were modelled in), with {@code masses} (> 0, one per child) for the mass
     * properties. The children are moved so that the compound's origin is their centre of mass:
     * the body's position is that centre, and {@link #centreOfMass} tells where it lies in the
     * modelled frame (draw a model at body transform times translation(-centreOfMass)). A body of
     * this shape gets the children's inertia about that centre: their full inertia tensors (products
     * of inertia included) summed and diagonalised, and the compound's own axes are that tensor's
     * principal axes, turned by {@link #principalRotation} from the modelled frame. Place a body so
     * that its model sits at rotation q, position t with {@code rotation(q * principalRotation)} and
     * {@code position(t + q centreOfMass)}; draw the model at the body's transform times
     * rotation(conjugate(principalRotation)) times translation(-centreOfMass). Each call makes a new shape.
     */
    public btCollisionShape compound(Array<btCollisionShape> children, Array<Matrix4> localTransforms, float[] masses) {
        world.checkNotDisposed();
        if (children == null || localTransforms == null || masses == null) throw new IllegalArgumentException("children, localTransforms and masses must not be null");
        if (children.size == 0) throw new IllegalArgumentException("children must hold at least one shape");
        if (localTransforms.size != children.size || masses.length != children.size)
            throw new IllegalArgumentException("localTransforms and masses must have one entry per child (" + children.size + "), had "
                    + localTransforms.size + " and " + masses.length);
        btCollisionShape[] parts = new btCollisionShape[children.size];
        Matrix4[] at = new Matrix4[children.size];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = children.get(i);
            if (parts[i] == null) throw new IllegalArgumentException("children[" + i + "] must not be null");
            checkUsable(parts[i]);
            if (parts[i] instanceof btBvhTriangleMeshShape) throw new IllegalArgumentException("children[" + i + "]: a triangle mesh cannot be part of a moving compound");
            at[i] = localTransforms.get(i);
            if (at[i] == null) throw new IllegalArgumentException("localTransforms[" + i + "] must not be null");
            for (float v : at[i].val) if (!Float.isFinite(v)) throw new IllegalArgumentException("localTransforms[" + i + "] must be finite");
            Checks.positive("masses[" + i + "]", masses[i]);
        }
        MassProperties[] known = new MassProperties[parts.length];
        Vector3[] inertia = new Vector3[parts.length];
        for (int i = 0; i < parts.length; i++) {
            known[i] = massProperties.get(parts[i]);
            if (known[i] == null) parts[i].calculateLocalInertia(masses[i], inertia[i] = new Vector3());
        }
        float skin = skins.common(parts);
        MassProperties mp = MassProperties.compound(inertia, known, at, masses);
        btCompoundShape compound = new btCompoundShape();
        // into the principal frame: turned by the inverse of the principal rotation about the centre of mass
        Matrix4 toPrincipal = new Matrix4().set(new Quaternion(mp.principal).conjugate())
                .translate(-mp.centreOfMass.x, -mp.centreOfMass.y, -mp.centreOfMass.z);
        Matrix4 shifted = new Matrix4();
        for (int i = 0; i < parts.length; i++) compound.addChildShape(shifted.set(toPrincipal).mul(at[i]), parts[i]);
        own(compound);
        massProperties.put(compound, mp);
        skins.put(compound, skin);
        return compound;
    }

    /** The skin a ray cast meets on {@code shape}: its skin, or 0 where Bullet's ray test reads bare triangles. */
    float raySkinOf(btCollisionShape shape) {
        return skins.ofRays(shape);
    }

    /** The collision skin (m) {@code shape} is grown by: a contact's overlap less its two bodies' skins is their given shapes' overlap; 0 for a user's own shape. */
    public float skinOf(btCollisionShape shape) {
        return skins.of(shape);
    }

    /** Where a {@link #compound}'s or {@link #cone}'s centre of mass (its body's position) lies in the frame it was modelled in; zero for other shapes. */
    public Vector3 centreOfMass(btCollisionShape shape, Vector3 out) {
        MassProperties mp = massProperties.get(shape);
        return mp == null ? out.setZero() : out.set(mp.centreOfMass);
    }

    /** A {@link #compound}'s principal frame (its body's axes) in the frame it was modelled in; the identity for other shapes. */
    public Quaternion principalRotation(btCollisionShape shape, Quaternion out) {
        MassProperties mp = massProperties.get(shape);
        return mp == null ? out.idt() : out.set(mp.principal);
    }

    /** A compound's, cone's or scaled shape's principal inertia per kilogram about its centre of mass, or null for other shapes (BodyDef's inertia then comes from Bullet). */
    Vector3 unitInertia(btCollisionShape shape) {
        MassProperties mp = massProperties.get(shape);
        return mp == null ? null : mp.unitInertia;
    }

    /**
     * Static terrain from a grid of heights: {@code heights[row * columns + column]} (m), columns
     * along x and rows along z, {@code cellSize} (m) apart; the heights are copied. The grid is
     * centred on the body's position in x and z, and a height h lies at the body's y plus h: a
     * static body at the origin puts column c, row r at ((c - (columns - 1) / 2) cellSize, h,
     * (r - (rows - 1) / 2) cellSize). Each call makes a new shape. Static bodies only.
     */
    public btCollisionShape heightfield(float[] heights, int columns, int rows, float cellSize) {
        world.checkNotDisposed();
        if (heights == null) throw new IllegalArgumentException("heights must not be null");
        if (columns < 2) throw new IllegalArgumentException("columns must be >= 2, was " + columns);
        if (rows < 2) throw new IllegalArgumentException("rows must be >= 2, was " + rows);
        if (heights.length != columns * rows)
            throw new IllegalArgumentException("heights must hold columns * rows (" + columns * rows + ") values, had " + heights.length);
        positive("cellSize", cellSize);
        float min = Float.MAX_VALUE, max = -Float.MAX_VALUE;
        for (int i = 0; i < heights.length; i++) {
            if (!Float.isFinite(heights[i])) throw new IllegalArgumentException("heights[" + i + "] must be finite, was " + heights[i]);
            min = Math.min(min, heights[i]);
            max = Math.max(max, heights[i]);
        }
        float[] copy = heights.clone();
        float skin = skins.current();
        btCollisionShape field = own(skins.triangles(meshes.heightfield(copy, columns, rows, cellSize, min, max), skin));
        // Bullet centres the field on its height range: the compound lifts it back so heights are the body's y plus h
        float mid = (min + max) / 2;
        btCompoundShape terrain = own(new btCompoundShape());
        terrain.addChildShape(new Matrix4().setToTranslation(0, mid, 0), field);
        skins.bareToRays(terrain, skin);
        heightfields.put(field, new ShapeKit.Heightfield(copy, columns, rows, cellSize, mid));
        return terrain;
    }

    /** The grid behind a heightfield's Bullet shape (the compound's child), for drawing; null for other shapes. */
    ShapeKit.Heightfield heightfieldOf(btCollisionShape field) {
        return heightfields.get(field);
    }

    /**
     * Convex hull of the vertices the model's node parts draw (node transforms baked in; each part's
     * own index or vertex range, so parts sharing one mesh bring only their own); one hull per model object.
     */
    public btCollisionShape convexHull(Model model) {
        world.checkNotDisposed();
        if (model == null) throw new IllegalArgumentException("model must not be null");
        btCollisionShape s = byIdentity.get(model);
        if (s != null) return s;
        s = own(skins.hull(MeshShapes.modelPoints(model), ShapeKit.MARGIN, skins.current()));
        byIdentity.put(model, s);
        return s;
    }

    private void axis(Axis axis) {
        world.checkNotDisposed();
        if (axis == null) throw new IllegalArgumentException("axis must not be null");
    }

    /** Convex hull of points (x, y, z triples), rounded by Bullet's default margin (0.04 m) as Bullet does; equal arrays share one hull. */
    public btCollisionShape convexHull(float[] points) {
        return convexHull(points, ShapeKit.MARGIN);
    }

    /**
     * Convex hull of points (x, y, z triples) rounded by {@code margin} (m, >= 0): Bullet collides a
     * hull as its points' hull grown by its margin, and this one by the margin plus the skin. Equal
     * arrays and margins share one hull.
     */
    public btCollisionShape convexHull(float[] points, float margin) {
        world.checkNotDisposed();
        MeshShapes.checkPoints(points);
        Checks.nonNegative("margin", margin);
        return shared("hull:" + Arrays.toString(points) + ":" + margin, skin -> skins.hull(points, margin, skin));
    }

    /** Convex hull of a mesh's vertex positions; one hull per mesh object. */
    public btCollisionShape convexHull(Mesh mesh) {
        world.checkNotDisposed();
        if (mesh == null) throw new IllegalArgumentException("mesh must not be null");
        btCollisionShape s = byIdentity.get(mesh);
        if (s != null) return s;
        s = own(skins.hull(MeshShapes.meshPoints(mesh), ShapeKit.MARGIN, skins.current()));
        byIdentity.put(mesh, s);
        return s;
    }

    /**
     * Static triangle mesh of a model's nodes (node transforms baked in), for level geometry: a
     * btBvhTriangleMeshShape over a btTriangleIndexVertexArray whose vertex and index buffers are
     * copies this object keeps alive and disposes with the world. Static bodies only. One shape per
     * model object.
     */
    public btCollisionShape staticMesh(Model model) {
        world.checkNotDisposed();
        if (model == null) throw new IllegalArgumentException("model must not be null");
        btCollisionShape s = byIdentity.get(model);
        if (s != null) return s;
        s = skins.triangles(meshes.staticMesh(model), skins.current());
        byIdentity.put(model, s);
        return s;
    }

    /**
     * Static triangle mesh from plain arrays (x, y, z per vertex; three vertex numbers per
     * triangle), for level geometry built without a GL context (headless servers, tests). The
     * arrays are copied; each call makes a new shape, disposed with the world.
     */
    public btCollisionShape staticMesh(float[] vertices, int[] indices) {
        world.checkNotDisposed();
        return skins.triangles(meshes.staticMesh(vertices, indices), skins.current());
    }

    private btCollisionShape keep(String key, btCollisionShape s) {
        byKey.put(key, s);
        return own(s);
    }

    /** Takes {@code d} into the world's keeping (disposed with it); returns it. */
    private <T extends Disposable> T own(T d) {
        owned.add(d);
        if (d instanceof btCollisionShape) {
            ownedShapes.add((btCollisionShape) d);
            synchronized (MAKERS) {
                MAKERS.put((btCollisionShape) d, this);
            }
        }
        return d;
    }

    /**
     * Refuses a shape this world cannot safely use: a disposed one, or one made by another
     * world's shapes() (which that world disposes with itself).
     */
    void checkUsable(btCollisionShape shape) {
        if (shape.isDisposed())
            throw new IllegalArgumentException("shape: disposed (a world's shapes() are disposed with their world)");
        NscShapes maker;
        synchronized (MAKERS) {
            maker = MAKERS.get(shape);
        }
        if (maker != null && maker != this)
            throw new IllegalArgumentException("shape: made by another world's shapes(), which disposes it with that world; make it with this world's shapes() or create your own btCollisionShape");
        if (shape instanceof btCylinderShape) ShapeKit.checkRound((btCylinderShape) shape);
    }

    /** True when the shape was made here (so the world disposes it). */
    public boolean owns(btCollisionShape shape) {
        return ownedShapes.contains(shape);
    }

    /** Shapes made so far (each shared shape counted once). */
    public int size() {
        return ownedShapes.size();
    }

    private void positive(String field, float v) {
        world.checkNotDisposed();
        Checks.positive(field, v);
    }

    /** Disposes every shape and mesh object made here, newest first (a mesh shape before its arrays). */
    @Override
    public void dispose() {
        synchronized (MAKERS) {
            for (btCollisionShape sh : ownedShapes) MAKERS.remove(sh);
        }
        for (int i = owned.size() - 1; i >= 0; i--) owned.get(i).dispose();
        owned.clear();
        ownedShapes.clear();
        byKey.clear();
        byIdentity.clear();
        massProperties.clear();
        skins.clear();
        heightfields.clear();
        ellipsoids.clear();
        keepAlive.clear();
    }
}
