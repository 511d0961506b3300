package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.ShapeKind;

/**
 * The twelve edges of every box body, dark, so a stack of same-coloured blocks reads as blocks
 * rather than one slab; a body inside a sensor gets its edges (another shape: a cage, its bounding
 * cube) in the sensor's magenta instead (its fill keeps the speed colour: one meaning per colour). Depth-tested, drawn a hair outside the
 * faces so they do not flicker through them.
 */
public final class BoxEdges implements Disposable {
    /** Edge colour of an ordinary box. */
    public static final Color EDGE = new Color(0.06f, 0.07f, 0.09f, 1f);
    /** How far out of the faces the edges sit (m), against z-fighting. */
    private static final float LIFT = 0.004f;
    /** Corner index pairs of a box's edges, corners numbered by the signs of x, y, z as bits. */
    private static final int[] EDGES = {0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 1, 3, 4, 6, 5, 7, 0, 4, 1, 5, 2, 6, 3, 7};

    private final ShapeRenderer shapes = new ShapeRenderer(5000);
    private final Matrix4 transform = new Matrix4();
    private final Vector3[] corners = new Vector3[8];

    public BoxEdges() {
        for (int i = 0; i < corners.length; i++) corners[i] = new Vector3();
    }

    /** Draws the edges of {@code source}'s boxes (not the ground, not sensor zones) with {@code camera}. */
    public void render(BodySource source, Camera camera) {
        Gdx.gl.glEnable(GL20.GL_DEPTH_TEST);
        Gdx.gl.glDepthFunc(GL20.GL_LEQUAL);
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        for (int i = 0; i < source.bodyCount(); i++) {
            BodySpec spec = source.spec(i);
            if (spec.sensor || i == 0 && source.isStatic(0)) continue;
            boolean box = spec.shape == ShapeKind.BOX, inSensor = source.isInsideSensor(i);
            if (!box && !inSensor) continue;
            source.transform(i, transform);
            // another shape inside a sensor: a cage around it, its bounding cube
            float r = spec.boundingRadius();
            float hx = (box ? spec.halfExtents.x : r) + LIFT, hy = (box ? spec.halfExtents.y : r) + LIFT, hz = (box ? spec.halfExtents.z : r) + LIFT;
            for (int c = 0; c < 8; c++) corners[c].set((c & 1) == 0 ? -hx : hx, (c & 2) == 0 ? -hy : hy, (c & 4) == 0 ? -hz : hz).mul(transform);
            shapes.setColor(inSensor ? BodyPalette.IN_SENSOR : EDGE);
            for (int e = 0; e < EDGES.length; e += 2) shapes.line(corners[EDGES[e]], corners[EDGES[e + 1]]);
        }
        shapes.end();
    }

    @Override
    public void dispose() {
        shapes.dispose();
    }
}
