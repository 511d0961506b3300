package io.github.gdxnsc.world;

import com.badlogic.gdx.graphics.Mesh;
import com.badlogic.gdx.graphics.VertexAttributes;
import com.badlogic.gdx.graphics.g3d.Model;
import com.badlogic.gdx.graphics.g3d.model.MeshPart;
import com.badlogic.gdx.graphics.g3d.model.Node;
import com.badlogic.gdx.graphics.g3d.model.NodePart;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.PHY_ScalarType;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btBvhTriangleMeshShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btIndexedMesh;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import com.badlogic.gdx.physics.bullet.collision.btTriangleIndexVertexArray;
import com.badlogic.gdx.physics.bullet.collision.btCompoundShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btHeightfieldTerrainShape;
import com.badlogic.gdx.physics.bullet.collision.btScaledBvhTriangleMeshShape;
import com.badlogic.gdx.physics.bullet.collision.btUniformScalingShape;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.BufferUtils;
import com.badlogic.gdx.utils.Disposable;
import java.nio.FloatBuffer;
import java.nio.ShortBuffer;
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
    private final Map<btCollisionShape, ShapeKit.MassProperties> massProperties = new IdentityHashMap<>();
    private final Map<btCollisionShape, ShapeKit.Heightfield> heightfields = new IdentityHashMap<>();
    private final java.util.Set<btCollisionShape> ownedShapes = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    /**
     * Which live world's shapes() made each shape, across every world of the process: a body
     * must not use another world's shape, because that world disposes it with itself and the
     * next step would then read freed native memory (a JVM abort, not an exception).
     */
    private static final Map<btCollisionShape, NscShapes> MAKERS = new IdentityHashMap<>();

    NscShapes(NscWorld world) {
        this.world = world;
    }

    /** A box of half extents (m); equal arguments share one shape. */
    public btCollisionShape box(float halfX, float halfY, float halfZ) {
        positive("halfX", halfX);
        positive("halfY", halfY);
        positive("halfZ", halfZ);
        String key = "box:" + halfX + ":" + halfY + ":" + halfZ;
        btCollisionShape s = byKey.get(key);
        if (s == null) s = keep(key, new btBoxShape(new Vector3(halfX, halfY, halfZ)));
        return s;
    }

    /** A sphere of {@code radius} (m); equal radii share one shape. */
    public btCollisionShape sphere(float radius) {
        positive("radius", radius);
        String key = "sphere:" + radius;
        btCollisionShape s = byKey.get(key);
        if (s == null) s = keep(key, new btSphereShape(radius));
        return s;
    }

    /** Capsule along Y: radius and the height of its cylindrical part. */
    public btCollisionShape capsule(float radius, float height) {
        positive("radius", radius);
        Checks.nonNegative("height", height);
        String key = "capsule:" + radius + ":" + height;
        btCollisionShape s = byKey.get(key);
        if (s == null) s = keep(key, new btCapsuleShape(radius, height));
        return s;
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
        String key = "cylinder:" + halfX + ":" + halfY + ":" + halfZ;
        btCollisionShape s = byKey.get(key);
        if (s == null) s = keep(key, new btCylinderShape(new Vector3(halfX, halfY, halfZ)));
        return s;
    }

    /**
     * Cylinder along {@code axis}, sized as ModelBuilder.createCylinder sizes one along Y: its full
     * {@code diameter} and {@code height}, centred on the body's origin.
     */
    public btCollisionShape cylinder(Axis axis, float diameter, float height) {
        axis(axis);
        positive("diameter", diameter);
        positive("height", height);
        String key = "cylinder" + axis + ":" + diameter + ":" + height;
        btCollisionShape s = byKey.get(key);
        if (s == null) s = keep(key, ShapeKit.cylinder(axis, diameter / 2, height / 2));
        return s;
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
        String key = "capsule" + axis + ":" + radius + ":" + totalHeight;
        btCollisionShape s = byKey.get(key);
        if (s == null) s = keep(key, ShapeKit.capsule(axis, radius, totalHeight - 2 * radius));
        return s;
    }

    /**
     * Cone pointing along +{@code axis}, sized as ModelBuilder.createCone: the base's full
     * {@code diameter} and the {@code height}, its origin half way up (ModelBuilder's and Bullet's).
     * The body's centre of mass is taken at that origin, h/4 above a solid cone's true one.
     */
    public btCollisionShape cone(Axis axis, float diameter, float height) {
        axis(axis);
        positive("diameter", diameter);
        positive("height", height);
        String key = "cone" + axis + ":" + diameter + ":" + height;
        btCollisionShape s = byKey.get(key);
        if (s == null) s = keep(key, ShapeKit.cone(axis, diameter / 2, height));
        return s;
    }

    /**
     * A shape of this world scaled by {@code scale}: a convex shape uniformly (all three equal,
     * btUniformScalingShape), a static triangle mesh by any positive factors
     * (btScaledBvhTriangleMeshShape). The original stays as it was.
     */
    public btCollisionShape scaled(btCollisionShape shape, Vector3 scale) {
        world.checkNotDisposed();
        if (shape == null) throw new IllegalArgumentException("shape must not be null");
        checkUsable(shape);
        Checks.finite("scale", scale);
        positive("scale.x", scale.x);
        positive("scale.y", scale.y);
        positive("scale.z", scale.z);
        btCollisionShape s;
        if (shape instanceof btBvhTriangleMeshShape) {
            s = new btScaledBvhTriangleMeshShape((btBvhTriangleMeshShape) shape, scale);
        } else if (shape instanceof btConvexShape) {
            if (scale.x != scale.y || scale.y != scale.z)
                throw new IllegalArgumentException("scale must be uniform for a convex shape, was " + scale);
            s = new btUniformScalingShape((btConvexShape) shape, scale.x);
        } else {
            throw new IllegalArgumentException("shape: only convex shapes and static triangle meshes scale, was " + shape.getClass().getSimpleName());
        }
        own(s);
        return s;
    }

    /**
     * A compound of this world's shapes at {@code localTransforms} (rotation and translation, in
     * the frame the parts were modelled in), with {@code masses} (> 0, one per child) for the mass
     * properties. The children are moved so that the compound's origin is their centre of mass:
     * the body's position is that centre, and {@link #centreOfMass} tells where it lies in the
     * modelled frame (draw a model at body transform times translation(-centreOfMass)). A body of
     * this shape gets the children's inertia about that centre (products of inertia dropped).
     * Each call makes a new shape.
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
        ShapeKit.MassProperties mp = ShapeKit.massProperties(parts, at, masses);
        btCompoundShape compound = new btCompoundShape();
        Matrix4 shifted = new Matrix4();
        for (int i = 0; i < parts.length; i++) {
            shifted.setToTranslation(-mp.centreOfMass.x, -mp.centreOfMass.y, -mp.centreOfMass.z).mul(at[i]);
            compound.addChildShape(shifted, parts[i]);
        }
        own(compound);
        massProperties.put(compound, mp);
        return compound;
    }

    /** Where a {@link #compound}'s centre of mass (its body's position) lies in the frame its parts were given in; zero for other shapes. */
    public Vector3 centreOfMass(btCollisionShape shape, Vector3 out) {
        ShapeKit.MassProperties mp = massProperties.get(shape);
        return mp == null ? out.setZero() : out.set(mp.centreOfMass);
    }

    /** A compound's inertia per kilogram about its centre of mass, or null for other shapes (BodyDef's inertia then comes from Bullet). */
    Vector3 unitInertia(btCollisionShape shape) {
        ShapeKit.MassProperties mp = massProperties.get(shape);
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
        FloatBuffer data = BufferUtils.newFloatBuffer(copy.length);
        data.put(copy).flip();
        keepAlive.add(data); // Bullet reads the heights in place
        btHeightfieldTerrainShape field = new btHeightfieldTerrainShape(columns, rows, data, 1f, min, max, 1, false);
        field.setLocalScaling(new Vector3(cellSize, 1, cellSize));
        own(field);
        // Bullet centres the field on its height range: the compound lifts it back so heights are the body's y plus h
        float mid = (min + max) / 2;
        btCompoundShape terrain = new btCompoundShape();
        terrain.addChildShape(new Matrix4().setToTranslation(0, mid, 0), field);
        own(terrain);
        heightfields.put(field, new ShapeKit.Heightfield(copy, columns, rows, cellSize, mid));
        return terrain;
    }

    /** The grid behind a heightfield's Bullet shape (the compound's child), for drawing; null for other shapes. */
    ShapeKit.Heightfield heightfieldOf(btCollisionShape field) {
        return heightfields.get(field);
    }

    /** Convex hull of every triangle-mesh vertex of a model's nodes (node transforms baked in); one hull per model object. */
    public btCollisionShape convexHull(Model model) {
        world.checkNotDisposed();
        if (model == null) throw new IllegalArgumentException("model must not be null");
        btCollisionShape s = byIdentity.get(model);
        if (s != null) return s;
        com.badlogic.gdx.utils.FloatArray points = new com.badlogic.gdx.utils.FloatArray();
        for (int i = 0; i < model.nodes.size; i++) collectPoints(model.nodes.get(i), points);
        if (points.size < 3) throw new IllegalArgumentException("model has no vertices");
        s = hull(points.toArray(), points.size / 3);
        byIdentity.put(model, s);
        own(s);
        return s;
    }

    private static void collectPoints(Node node, com.badlogic.gdx.utils.FloatArray out) {
        node.calculateTransforms(true);
        Vector3 v = new Vector3();
        for (int p = 0; p < node.parts.size; p++) {
            Mesh mesh = node.parts.get(p).meshPart.mesh;
            int stride = mesh.getVertexSize() / 4, off = positionOffset(mesh), n = mesh.getNumVertices();
            float[] all = new float[n * stride];
            mesh.getVertices(all);
            for (int i = 0; i < n; i++) {
                v.set(all[i * stride + off], all[i * stride + off + 1], all[i * stride + off + 2]).mul(node.globalTransform);
                out.add(v.x, v.y, v.z);
            }
        }
        for (Node child : node.getChildren()) collectPoints(child, out);
    }

    private void axis(Axis axis) {
        world.checkNotDisposed();
        if (axis == null) throw new IllegalArgumentException("axis must not be null");
    }

    /** Convex hull of points (x, y, z triples); equal arrays share one hull. */
    public btCollisionShape convexHull(float[] points) {
        world.checkNotDisposed();
        if (points == null) throw new IllegalArgumentException("points must not be null");
        if (points.length < 3 || points.length % 3 != 0)
            throw new IllegalArgumentException("points must hold x, y, z triples, at least one; length was " + points.length);
        for (int i = 0; i < points.length; i++)
            if (!Float.isFinite(points[i])) throw new IllegalArgumentException("points[" + i + "] must be finite, was " + points[i]);
        String key = "hull:" + Arrays.toString(points);
        btCollisionShape s = byKey.get(key);
        if (s == null) s = keep(key, hull(points, points.length / 3));
        return s;
    }

    /** Convex hull of a mesh's vertex positions; one hull per mesh object. */
    public btCollisionShape convexHull(Mesh mesh) {
        world.checkNotDisposed();
        if (mesh == null) throw new IllegalArgumentException("mesh must not be null");
        btCollisionShape s = byIdentity.get(mesh);
        if (s != null) return s;
        int stride = mesh.getVertexSize() / 4, n = mesh.getNumVertices();
        int off = positionOffset(mesh);
        float[] all = new float[n * stride];
        mesh.getVertices(all);
        float[] pts = new float[3 * n];
        for (int i = 0; i < n; i++) System.arraycopy(all, i * stride + off, pts, 3 * i, 3);
        s = hull(pts, n);
        byIdentity.put(mesh, s);
        own(s);
        return s;
    }

    private static btConvexHullShape hull(float[] pts, int n) {
        FloatBuffer fb = BufferUtils.newFloatBuffer(pts.length);
        fb.put(pts).flip();
        // btConvexHullShape copies the points: the buffer may go
        return new btConvexHullShape(fb, n, 12);
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
        btTriangleIndexVertexArray array = new btTriangleIndexVertexArray();
        own(array);
        int[] triangles = new int[1];
        for (int i = 0; i < model.nodes.size; i++) addNode(model.nodes.get(i), array, triangles);
        if (triangles[0] == 0) throw new IllegalArgumentException("model has no triangles");
        btBvhTriangleMeshShape shape = new btBvhTriangleMeshShape(array, true);
        byIdentity.put(model, shape);
        own(shape);
        return shape;
    }

    /**
     * Static triangle mesh from plain arrays (x, y, z per vertex; three vertex numbers per
     * triangle), for level geometry built without a GL context (headless servers, tests). The
     * arrays are copied; each call makes a new shape, disposed with the world.
     */
    public btCollisionShape staticMesh(float[] vertices, int[] indices) {
        world.checkNotDisposed();
        if (vertices == null) throw new IllegalArgumentException("vertices must not be null");
        if (indices == null) throw new IllegalArgumentException("indices must not be null");
        if (vertices.length < 9 || vertices.length % 3 != 0)
            throw new IllegalArgumentException("vertices must hold x, y, z triples, at least three; length was " + vertices.length);
        if (indices.length < 3 || indices.length % 3 != 0)
            throw new IllegalArgumentException("indices must hold triangles (three per triangle), at least one; length was " + indices.length);
        for (int i = 0; i < vertices.length; i++)
            if (!Float.isFinite(vertices[i])) throw new IllegalArgumentException("vertices[" + i + "] must be finite, was " + vertices[i]);
        int nv = vertices.length / 3;
        for (int i = 0; i < indices.length; i++)
            if (indices[i] < 0 || indices[i] >= nv)
                throw new IllegalArgumentException("indices[" + i + "] must be a vertex number in [0, " + nv + "), was " + indices[i]);
        btTriangleIndexVertexArray array = new btTriangleIndexVertexArray();
        own(array);
        addTriangles(vertices, 3, 0, indices, null, array, new int[1]);
        btBvhTriangleMeshShape shape = new btBvhTriangleMeshShape(array, true);
        own(shape);
        return shape;
    }

    private void addNode(Node node, btTriangleIndexVertexArray array, int[] triangles) {
        node.calculateTransforms(true);
        Matrix4 t = node.globalTransform;
        for (int p = 0; p < node.parts.size; p++) {
            NodePart np = node.parts.get(p);
            MeshPart mp = np.meshPart;
            if (mp.primitiveType != com.badlogic.gdx.graphics.GL20.GL_TRIANGLES) continue;
            addPart(mp, t, array, triangles);
        }
        for (Node child : node.getChildren()) addNode(child, array, triangles);
    }

    /** Copies one mesh part's triangles, transformed, into btIndexedMeshes of at most 21,845 triangles (16-bit indices). */
    private void addPart(MeshPart mp, Matrix4 t, btTriangleIndexVertexArray array, int[] triangles) {
        Mesh mesh = mp.mesh;
        int stride = mesh.getVertexSize() / 4, off = positionOffset(mesh);
        float[] verts = new float[mesh.getNumVertices() * stride];
        mesh.getVertices(verts);
        int indexCount = mesh.getNumIndices();
        short[] idx = null;
        if (indexCount > 0) {
            idx = new short[indexCount];
            mesh.getIndices(idx);
        }
        int tris = mp.size / 3;
        int[] corners = new int[3 * tris];
        for (int e = 0; e < corners.length; e++) corners[e] = idx != null ? (idx[mp.offset + e] & 0xffff) : mp.offset + e;
        addTriangles(verts, stride, off, corners, t, array, triangles);
    }

    /**
     * Copies triangles (three vertex numbers each in {@code corners}; vertex v's position at
     * {@code v * stride + off}), transformed by {@code t} when not null, into btIndexedMeshes of at
     * most 21,845 triangles each (16-bit indices).
     */
    private void addTriangles(float[] verts, int stride, int off, int[] corners, Matrix4 t, btTriangleIndexVertexArray array, int[] triangles) {
        int tris = corners.length / 3;
        Vector3 v = new Vector3();
        final int perMesh = 21845;
        for (int startTri = 0; startTri < tris; startTri += perMesh) {
            int n = Math.min(perMesh, tris - startTri);
            FloatBuffer fb = BufferUtils.newFloatBuffer(9 * n);
            ShortBuffer sb = BufferUtils.newShortBuffer(3 * n);
            for (int k = 0; k < 3 * n; k++) {
                int o = corners[3 * startTri + k] * stride + off;
                v.set(verts[o], verts[o + 1], verts[o + 2]);
                if (t != null) v.mul(t);
                fb.put(v.x).put(v.y).put(v.z);
                sb.put((short) k);
            }
            fb.flip();
            sb.flip();
            keepAlive.add(fb);
            keepAlive.add(sb);
            btIndexedMesh im = new btIndexedMesh(fb, 12, 3 * n, 0, sb, 0, 3 * n);
            own(im);
            array.addIndexedMesh(im, PHY_ScalarType.PHY_SHORT);
            triangles[0] += n;
        }
    }

    private static int positionOffset(Mesh mesh) {
        com.badlogic.gdx.graphics.VertexAttribute a = mesh.getVertexAttribute(VertexAttributes.Usage.Position);
        if (a == null) throw new IllegalArgumentException("mesh has no position attribute");
        return a.offset / 4;
    }

    private btCollisionShape keep(String key, btCollisionShape s) {
        byKey.put(key, s);
        own(s);
        return s;
    }

    private void own(Disposable d) {
        owned.add(d);
        if (d instanceof btCollisionShape) {
            ownedShapes.add((btCollisionShape) d);
            synchronized (MAKERS) {
                MAKERS.put((btCollisionShape) d, this);
            }
        }
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
        if (shape instanceof btCylinderShape) checkRound((btCylinderShape) shape);
    }

    /**
     * Refuses a cylinder whose two half extents across its axis differ: Bullet collides it with the
     * first one all round but bounds it by both, so along the second it misses contacts and queries.
     */
    private static void checkRound(btCylinderShape c) {
        int up = c.getUpAxis(), a = up == 0 ? 1 : 0, b = up == 2 ? 1 : 2;
        Vector3 h = c.getHalfExtentsWithMargin();
        float ha = a == 0 ? h.x : h.y, hb = b == 1 ? h.y : h.z;
        if (Math.abs(ha - hb) > 1e-6f * Math.max(ha, hb))
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "shape: a cylinder must be round, its half extents across its axis"
                    + " were %.4f and %.4f (Bullet collides it with radius %.4f all round but bounds it by %.4f); give both the radius, or use a convex hull",
                    ha, hb, ha, hb));
    }

    /**
     * A radius whose sphere, centred on the body, stays inside the shape: the sphere continuous
     * collision sweeps. Exact for spheres, boxes, capsules and cylinders; half the smallest half
     * extent of the bounding box for anything else (a conservative guess for hulls).
     */
    /** The largest extent (m) of the shape's bounding box in its own frame. */
    static float largestExtent(btCollisionShape shape) {
        Vector3 min = new Vector3(), max = new Vector3();
        shape.getAabb(new Matrix4(), min, max);
        return Math.max(max.x - min.x, Math.max(max.y - min.y, max.z - min.z));
    }

    /** The smallest extent (m) of the shape's bounding box in its own frame: its thickness, for the thin-body check. */
    static float smallestExtent(btCollisionShape shape) {
        Vector3 min = new Vector3(), max = new Vector3();
        shape.getAabb(new Matrix4(), min, max);
        return Math.min(max.x - min.x, Math.min(max.y - min.y, max.z - min.z));
    }

    static float innerRadius(btCollisionShape shape) {
        if (shape instanceof btSphereShape) return ((btSphereShape) shape).getRadius();
        if (shape instanceof btCapsuleShape) return ((btCapsuleShape) shape).getRadius();
        if (shape instanceof btBoxShape) {
            Vector3 e = ((btBoxShape) shape).getHalfExtentsWithMargin();
            return Math.min(e.x, Math.min(e.y, e.z));
        }
        if (shape instanceof btCylinderShape) {
            Vector3 e = ((btCylinderShape) shape).getHalfExtentsWithMargin();
            return Math.min(e.x, Math.min(e.y, e.z));
        }
        Vector3 min = new Vector3(), max = new Vector3();
        shape.getAabb(new Matrix4(), min, max);
        max.sub(min).scl(0.5f);
        return 0.5f * Math.min(max.x, Math.min(max.y, max.z));
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
        heightfields.clear();
        keepAlive.clear();
    }
}
