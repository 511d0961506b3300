package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.VertexAttributes.Usage;
import com.badlogic.gdx.graphics.g3d.Material;
import com.badlogic.gdx.graphics.g3d.Model;
import com.badlogic.gdx.graphics.g3d.attributes.ColorAttribute;
import com.badlogic.gdx.graphics.g3d.utils.ModelBuilder;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.ObjectMap;
import com.badlogic.gdx.graphics.g3d.utils.MeshPartBuilder;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.HullGeometry;

/**
 * One {@link Model} per distinct shape (kind and size), built on first use and shared by every
 * body of that shape. Sizes are baked into the mesh rather than scaled per instance, so capsules
 * keep round ends and normals need no rescaling. A scene has only a few distinct sizes except the
 * pile, whose random sizes are snapped to {@link #SIZE_STEP} so it needs a few dozen models.
 */
public final class ShapeModels implements Disposable {
    /** Dimensions are rounded to this (metres) before lookup; invisible at demo scale. */
    static final float SIZE_STEP = 0.025f;
    private static final int SPHERE_DIVISIONS = 20;
    private static final int ROUND_DIVISIONS = 24;

    private final ModelBuilder builder = new ModelBuilder();
    private final ObjectMap<String, Model> models = new ObjectMap<>();
    private final StringBuilder key = new StringBuilder();

    /** The shared model for a body of this spec's shape and size. */
    public Model modelFor(BodySpec spec) {
        key.setLength(0);
        key.append(spec.shape).append(':');
        switch (spec.shape) {
            case SPHERE: key.append(snap(spec.radius)); break;
            case CAPSULE: key.append(snap(spec.radius)).append(',').append(snap(spec.height)); break;
            case HULL: key.append(java.util.Arrays.toString(spec.hullPoints)); break;
            case MESH: key.append(java.util.Arrays.toString(spec.meshVertices)).append(java.util.Arrays.toString(spec.meshIndices)); break;
            default: key.append(snap(spec.halfExtents.x)).append(',').append(snap(spec.halfExtents.y))
                    .append(',').append(snap(spec.halfExtents.z));
        }
        String k = key.toString();
        Model model = models.get(k);
        if (model == null) {
            model = build(spec);
            models.put(k, model);
        }
        return model;
    }

    private Model build(BodySpec spec) {
        // White diffuse: each ModelInstance gets its own copy of the material, recoloured per frame.
        Material material = new Material(ColorAttribute.createDiffuse(Color.WHITE));
        long attributes = Usage.Position | Usage.Normal;
        switch (spec.shape) {
            case SPHERE: {
                float d = 2 * snap(spec.radius);
                return builder.createSphere(d, d, d, SPHERE_DIVISIONS, SPHERE_DIVISIONS, material, attributes);
            }
            case CAPSULE: {
                float r = snap(spec.radius);
                return builder.createCapsule(r, snap(spec.height) + 2 * r, ROUND_DIVISIONS, GL20.GL_TRIANGLES, material, attributes);
            }
            case HULL:
                return hull(spec.hullPoints, material, attributes);
            case MESH:
                return mesh(spec.meshVertices, spec.meshIndices, material, attributes);
            case CYLINDER:
                return builder.createCylinder(2 * snap(spec.halfExtents.x), 2 * snap(spec.halfExtents.y),
                        2 * snap(spec.halfExtents.z), ROUND_DIVISIONS, material, attributes);
            default:
                return builder.createBox(2 * snap(spec.halfExtents.x), 2 * snap(spec.halfExtents.y),
                        2 * snap(spec.halfExtents.z), material, attributes);
        }
    }

    /** A hull's faces, each a fan of flat-shaded triangles, counter-clockwise from outside; at its true size (hulls are few). */
    private Model hull(float[] points, Material material, long attributes) {
        builder.begin();
        MeshPartBuilder part = builder.part("hull", GL20.GL_TRIANGLES, attributes, material);
        MeshPartBuilder.VertexInfo a = new MeshPartBuilder.VertexInfo(), b = new MeshPartBuilder.VertexInfo(), c = new MeshPartBuilder.VertexInfo();
        for (HullGeometry.Face f : HullGeometry.faces(points)) {
            float nx = (float) f.nx, ny = (float) f.ny, nz = (float) f.nz;
            int[] v = f.vertices;
            for (int i = 1; i + 1 < v.length; i++) {
                part.triangle(vertex(a, points, v[0], nx, ny, nz), vertex(b, points, v[i], nx, ny, nz), vertex(c, points, v[i + 1], nx, ny, nz));
            }
        }
        return builder.end();
    }

    /** A static mesh's triangles, flat-shaded by each one's normal (the winding's: counter-clockwise from the side it faces). */
    private Model mesh(float[] vertices, int[] indices, Material material, long attributes) {
        builder.begin();
        MeshPartBuilder part = builder.part("mesh", GL20.GL_TRIANGLES, attributes, material);
        MeshPartBuilder.VertexInfo a = new MeshPartBuilder.VertexInfo(), b = new MeshPartBuilder.VertexInfo(), c = new MeshPartBuilder.VertexInfo();
        com.badlogic.gdx.math.Vector3 e1 = new com.badlogic.gdx.math.Vector3(), e2 = new com.badlogic.gdx.math.Vector3();
        for (int t = 0; t + 2 < indices.length; t += 3) {
            int i = indices[t], j = indices[t + 1], k = indices[t + 2];
            e1.set(vertices[3 * j] - vertices[3 * i], vertices[3 * j + 1] - vertices[3 * i + 1], vertices[3 * j + 2] - vertices[3 * i + 2]);
            e2.set(vertices[3 * k] - vertices[3 * i], vertices[3 * k + 1] - vertices[3 * i + 1], vertices[3 * k + 2] - vertices[3 * i + 2]);
            e1.crs(e2).nor();
            part.triangle(vertex(a, vertices, i, e1.x, e1.y, e1.z), vertex(b, vertices, j, e1.x, e1.y, e1.z), vertex(c, vertices, k, e1.x, e1.y, e1.z));
        }
        return builder.end();
    }

    private static MeshPartBuilder.VertexInfo vertex(MeshPartBuilder.VertexInfo out, float[] points, int i, float nx, float ny, float nz) {
        return out.set(null, null, null, null).setPos(points[3 * i], points[3 * i + 1], points[3 * i + 2]).setNor(nx, ny, nz);
    }

    private static float snap(float metres) {
        return Math.max(SIZE_STEP, Math.round(metres / SIZE_STEP) * SIZE_STEP);
    }

    public int size() {
        return models.size;
    }

    @Override
    public void dispose() {
        for (Model m : models.values()) m.dispose();
        models.clear();
    }
}
