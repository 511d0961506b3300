package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.world.DebugDrawer;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * The debug-draw options of {@link DrawFlags} over our world, as lines: wireframe shapes and
 * contact points with normals (the world's own {@link DebugDrawer}), bounding boxes, centres of
 * mass with their axes, and a box per island. Drawn over the bodies (no depth test), since what they
 * show is mostly inside or behind them.
 */
public final class DebugLayers implements Disposable {
    public static final Color BOUNDS = new Color(1f, 0.6f, 0.1f, 1f);
    /** The islands' colours, in turn by island (ordered by their lowest body index, so they keep their colour while the scene runs). */
    public static final Color[] ISLANDS = {
        new Color(0.3f, 1f, 0.3f, 1f), new Color(1f, 0.3f, 1f, 1f), new Color(0.3f, 1f, 1f, 1f), new Color(1f, 1f, 0.3f, 1f),
        new Color(1f, 0.45f, 0.3f, 1f), new Color(0.55f, 0.55f, 1f, 1f)};
    static final float AXIS_SCALE = 0.6f, MIN_AXIS = 0.15f;

    private final ShapeRenderer shapes = new ShapeRenderer(5000);
    private final DebugDrawer drawer = new DebugDrawer();
    private final IslandBoxes islands = new IslandBoxes();
    private final IslandBoxes.BodyBounds bounds = this::bounds;
    private final Matrix4 transform = new Matrix4();
    private final Vector3 min = new Vector3(), max = new Vector3(), centre = new Vector3(), axis = new Vector3();
    private int islandCount;

    public DebugLayers() {
        drawer.contactColor.set(1f, 0.2f, 0.2f, 1f);
    }

    /** Draws what {@code flags} asks for of {@code world} (wireframe included: the caller leaves the solid bodies out). */
    public void render(NscWorld world, DrawFlags flags, Camera camera) {
        Gdx.gl.glDisable(GL20.GL_DEPTH_TEST);
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        if (flags.get(DrawFlags.WIREFRAME) || flags.get(DrawFlags.CONTACTS)) {
            drawer.drawShapes = flags.get(DrawFlags.WIREFRAME);
            drawer.drawContacts = flags.get(DrawFlags.CONTACTS);
            drawer.drawJoints = false;
            drawer.draw(world, shapes);
        }
        Array<RigidBody> bodies = world.getBodies();
        if (flags.get(DrawFlags.BOUNDS)) {
            shapes.setColor(BOUNDS);
            for (int i = 0; i < bodies.size; i++) {
                RigidBody b = bodies.get(i);
                if (b.isStatic() && !b.isKinematic()) continue; // the ground's box is the ground
                bounds(b, min, max);
                box(min, max);
            }
        }
        if (flags.get(DrawFlags.CENTRES)) {
            for (int i = 0; i < bodies.size; i++) {
                RigidBody b = bodies.get(i);
                if (b.isStatic() || b.isKinematic()) continue;
                b.getTransform(transform);
                transform.getTranslation(centre);
                bounds(b, min, max);
                float size = Math.max(MIN_AXIS, AXIS_SCALE * 0.5f * Math.min(max.x - min.x, Math.min(max.y - min.y, max.z - min.z)));
                axisLine(Color.RED, Vector3.X, size);
                axisLine(Color.GREEN, Vector3.Y, size);
                axisLine(Color.BLUE, Vector3.Z, size);
            }
        }
        islandCount = 0;
        if (flags.get(DrawFlags.ISLANDS)) {
            islands.find(world, bounds);
            for (int i = 0; i < islands.bodyCount(); i++) {
                if (!islands.isIsland(i)) continue;
                shapes.setColor(ISLANDS[islandCount++ % ISLANDS.length]);
                islands.box(i, min, max);
                box(min.sub(0.05f), max.add(0.05f)); // just outside its bodies' own boxes
            }
        }
        shapes.end();
        Gdx.gl.glEnable(GL20.GL_DEPTH_TEST);
    }

    /** Islands drawn at the last render (0 while the option is off). */
    public int islandCount() {
        return islandCount;
    }

    private void axisLine(Color color, Vector3 localAxis, float length) {
        shapes.setColor(color);
        axis.set(localAxis).rot(transform).scl(length).add(centre);
        shapes.line(centre, axis);
    }

    private void bounds(RigidBody body, Vector3 outMin, Vector3 outMax) {
        body.getShape().getAabb(body.getTransform(transform), outMin, outMax);
    }

    private void box(Vector3 a, Vector3 b) {
        shapes.line(a.x, a.y, a.z, b.x, a.y, a.z);
        shapes.line(a.x, b.y, a.z, b.x, b.y, a.z);
        shapes.line(a.x, a.y, b.z, b.x, a.y, b.z);
        shapes.line(a.x, b.y, b.z, b.x, b.y, b.z);
        shapes.line(a.x, a.y, a.z, a.x, b.y, a.z);
        shapes.line(b.x, a.y, a.z, b.x, b.y, a.z);
        shapes.line(a.x, a.y, b.z, a.x, b.y, b.z);
        shapes.line(b.x, a.y, b.z, b.x, b.y, b.z);
        shapes.line(a.x, a.y, a.z, a.x, a.y, b.z);
        shapes.line(b.x, a.y, a.z, b.x, a.y, b.z);
        shapes.line(a.x, b.y, a.z, a.x, b.y, b.z);
        shapes.line(b.x, b.y, a.z, b.x, b.y, b.z);
    }

    @Override
    public void dispose() {
        shapes.dispose();
    }
}
