package io.github.gdxnsc.demo;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.VertexAttributes;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.g3d.Environment;
import com.badlogic.gdx.graphics.g3d.Material;
import com.badlogic.gdx.graphics.g3d.Model;
import com.badlogic.gdx.graphics.g3d.ModelBatch;
import com.badlogic.gdx.graphics.g3d.ModelInstance;
import com.badlogic.gdx.graphics.g3d.attributes.ColorAttribute;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g3d.utils.MeshPartBuilder;
import com.badlogic.gdx.graphics.g3d.utils.ModelBuilder;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import com.kotcrab.vis.ui.VisUI;
import io.github.gdxnsc.character.CharacterController;
import io.github.gdxnsc.demo.scenes.GameRig;
import io.github.gdxnsc.vehicle.Vehicle;
import io.github.gdxnsc.world.DistanceJoint;

/**
 * The game scene's player in the demo: fills its {@link GameRig}'s input from the keys, draws the
 * character's capsule, the car's wheels, the bridge's ropes and the heightfield hill (none is a
 * body or a scene joint the renderers know), and lists the controls on screen.
 */
final class GamePlay implements Disposable {
    static final String CONTROLS = "arrows: walk / drive    J: jump    K (hold): crouch    F: get in / out of the car";

    private final SceneSession session;
    private final Model standing, crouching, wheel;
    private final ModelInstance standingView, crouchingView;
    private final ModelInstance[] wheelViews = new ModelInstance[4];
    private final SpriteBatch batch = new SpriteBatch();
    private final ShapeRenderer lines = new ShapeRenderer();
    private static final Color ROPE = new Color(0.85f, 0.75f, 0.5f, 1f);
    private final Vector3 ropeEnd = new Vector3();
    /** The hill's mesh, built for the rig it shows (a new scene load makes a new rig). */
    private Model terrain;
    private ModelInstance terrainView;
    private GameRig terrainFor;
    private final Vector3 tmp = new Vector3();
    private final GlyphLayout layout = new GlyphLayout();

    GamePlay(SceneSession session) {
        this.session = session;
        ModelBuilder mb = new ModelBuilder();
        long attrs = VertexAttributes.Usage.Position | VertexAttributes.Usage.Normal;
        Material body = new Material(ColorAttribute.createDiffuse(new Color(0.95f, 0.62f, 0.2f, 1f)));
        standing = mb.createCapsule(0.3f, 1.6f, 16, body, attrs);
        crouching = mb.createCapsule(0.3f, 1.0f, 16, body, attrs);
        wheel = mb.createCylinder(0.7f, 0.25f, 0.7f, 16, new Material(ColorAttribute.createDiffuse(new Color(0.15f, 0.15f, 0.17f, 1f))), attrs);
        standingView = new ModelInstance(standing);
        crouchingView = new ModelInstance(crouching);
        for (int i = 0; i < wheelViews.length; i++) wheelViews[i] = new ModelInstance(wheel);
    }

    /** The running scene's rig, or null when another scene (or none) runs. */
    GameRig rig() {
        return session.gameRig();
    }

    /** Before the frame's steps: the keys into the rig's input (one-shot keys stay set until a step takes them). */
    void readKeys(GameKeys keys) {
        GameRig rig = rig();
        boolean jump = keys.takeJump(), toggleCar = keys.takeToggleCar(); // taken either way: no stale press for the next game scene
        if (rig == null) return;
        rig.moveX = (keys.held(Input.Keys.RIGHT) ? 1 : 0) - (keys.held(Input.Keys.LEFT) ? 1 : 0);
        rig.moveZ = (keys.held(Input.Keys.DOWN) ? 1 : 0) - (keys.held(Input.Keys.UP) ? 1 : 0);
        rig.crouch = keys.held(Input.Keys.K);
        if (jump) rig.jump = true;
        if (toggleCar) rig.toggleCar = true;
    }

    /** The character's feet (or the car's chassis while driving) into {@code out}; false when the game scene is not running. */
    boolean playerPosition(Vector3 out) {
        GameRig rig = rig();
        if (rig == null) return false;
        if (rig.isDriving()) rig.car().getChassis().getPosition(out);
        else rig.character().getPosition(out);
        return true;
    }

    /** The character (unless it sits in the car) and the wheels, in our world's view. */
    void render(ModelBatch modelBatch, Camera camera, Environment environment) {
        GameRig rig = rig();
        if (rig == null) return;
        if (terrainFor != rig) buildTerrain(rig);
        modelBatch.begin(camera);
        modelBatch.render(terrainView, environment);
        if (!rig.isDriving()) {
            CharacterController c = rig.character();
            ModelInstance view = c.isCrouching() ? crouchingView : standingView;
            view.transform.setToTranslation(c.getCentre(tmp));
            modelBatch.render(view, environment);
        }
        Vehicle car = rig.car();
        for (int i = 0; i < car.getWheelCount() && i < wheelViews.length; i++) {
            car.getWheelTransform(i, wheelViews[i].transform).rotate(Vector3.Z, 90); // the cylinder's axis (y) along the axle (x)
            modelBatch.render(wheelViews[i], environment);
        }
        modelBatch.end();
        lines.setProjectionMatrix(camera.combined);
        lines.begin(ShapeRenderer.ShapeType.Line);
        lines.setColor(ROPE);
        for (DistanceJoint rope : rig.ropes()) lines.line(rope.getAnchorA(tmp), rope.getAnchorB(ropeEnd));
        lines.end();
    }

    /** The hill as two triangles a cell, as Bullet's heightfield cuts it, at the terrain body's position. */
    private void buildTerrain(GameRig rig) {
        if (terrain != null) terrain.dispose();
        ModelBuilder mb = new ModelBuilder();
        mb.begin();
        MeshPartBuilder part = mb.part("hill", GL20.GL_TRIANGLES, VertexAttributes.Usage.Position | VertexAttributes.Usage.Normal,
                new Material(ColorAttribute.createDiffuse(new Color(0.45f, 0.6f, 0.35f, 1f))));
        int n = rig.terrainSize();
        float cell = rig.terrainCell(), half = 0.5f * (n - 1) * cell;
        float[] h = rig.terrainHeights();
        Vector3 a = new Vector3(), b = new Vector3(), c = new Vector3(), d = new Vector3(), normal = new Vector3();
        for (int r = 0; r + 1 < n; r++)
            for (int k = 0; k + 1 < n; k++) {
                a.set(k * cell - half, h[r * n + k], r * cell - half);
                b.set((k + 1) * cell - half, h[r * n + k + 1], r * cell - half);
                c.set((k + 1) * cell - half, h[(r + 1) * n + k + 1], (r + 1) * cell - half);
                d.set(k * cell - half, h[(r + 1) * n + k], (r + 1) * cell - half);
                triangle(part, a, d, b, normal); // Bullet's cut of a cell: the diagonal from (column + 1, row) to (column, row + 1)
                triangle(part, b, d, c, normal);
            }
        terrain = mb.end();
        terrainView = new ModelInstance(terrain);
        terrainView.transform.setToTranslation(rig.terrain().getPosition(tmp));
        terrainFor = rig;
    }

    private static void triangle(MeshPartBuilder part, Vector3 p, Vector3 q, Vector3 r, Vector3 normal) {
        normal.set(q).sub(p).crs(r.x - p.x, r.y - p.y, r.z - p.z).nor();
        part.triangle(new MeshPartBuilder.VertexInfo().setPos(p).setNor(normal), new MeshPartBuilder.VertexInfo().setPos(q).setNor(normal),
                new MeshPartBuilder.VertexInfo().setPos(r).setNor(normal));
    }

    /** The controls, bottom right, while the game scene runs: right of {@code left} (the colour key's end), wrapped to fit. */
    void drawControls(int width, int height, float left) {
        GameRig rig = rig();
        if (rig == null) return;
        BitmapFont font = VisUI.getSkin().getFont("default-font");
        batch.getProjectionMatrix().setToOrtho2D(0, 0, width, height);
        batch.begin();
        font.setColor(Color.WHITE);
        String state = rig.isDriving() ? String.format("driving: %.1f m/s", rig.car().getForwardSpeed())
                : "walking: " + rig.character().getGroundState().name().toLowerCase(java.util.Locale.ROOT);
        // bottom right, clear of the colour key at the bottom left; lines added above where it must wrap
        float room = Math.max(100, width - left - 24);
        layout.setText(font, CONTROLS + "    |    " + state, Color.WHITE, room, com.badlogic.gdx.utils.Align.right, true);
        font.draw(batch, layout, width - 12 - room, 24 + layout.height - font.getCapHeight());
        batch.end();
    }

    @Override
    public void dispose() {
        batch.dispose();
        lines.dispose();
        if (terrain != null) terrain.dispose();
        wheel.dispose();
        crouching.dispose();
        standing.dispose();
    }
}
