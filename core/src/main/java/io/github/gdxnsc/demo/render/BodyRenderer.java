package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.g3d.Environment;
import com.badlogic.gdx.graphics.g3d.ModelBatch;
import com.badlogic.gdx.graphics.g3d.ModelInstance;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g3d.attributes.BlendingAttribute;
import com.badlogic.gdx.graphics.g3d.attributes.ColorAttribute;
import com.badlogic.gdx.graphics.g3d.attributes.DepthTestAttribute;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.scenes.BodySpec;

/**
 * Draws one engine's bodies (a {@link BodySource}: our world's session, or Bullet's twin in the
 * split view): one {@link ModelInstance} per body over the shared {@link ShapeModels}, transform
 * from the body each frame, colour by state. Instances are made when bodies appear (scene load, a
 * shot ball) and reused every frame after that. Sensors are blended (ModelBatch draws them after
 * the opaque bodies, far to near) without writing depth.
 */
public final class BodyRenderer implements Disposable {
    private final ShapeModels models = new ShapeModels();
    private final Array<ModelInstance> instances = new Array<>();
    /** The static bodies' instances: their depth hides the contact arrows behind the ground and walls. */
    private final Array<ModelInstance> statics = new Array<>();
    /** Each instance's own diffuse attribute, to recolour without a lookup per frame. */
    private final Array<ColorAttribute> diffuse = new Array<>();

    /** Forgets the instances of the last scene (models stay cached for the next load). */
    public void clear() {
        instances.clear();
        statics.clear();
        diffuse.clear();
    }

    /** Brings instances in line with the source's bodies, then moves and colours them. */
    public void update(BodySource session) {
        int count = session.bodyCount();
        if (count < instances.size) clear(); // the session was reloaded
        while (instances.size < count) {
            ModelInstance instance = new ModelInstance(models.modelFor(session.spec(instances.size)));
            instances.add(instance);
            int handle = instances.size - 1;
            if (session.spec(handle).sensor) { // translucent (the diffuse colour carries the alpha), writing no depth
                instance.materials.get(0).set(new BlendingAttribute(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA, 1f));
                instance.materials.get(0).set(new DepthTestAttribute(GL20.GL_LEQUAL, false));
            } else if (session.isStatic(handle)) {
                statics.add(instance);
            }
            diffuse.add((ColorAttribute) instance.materials.get(0).get(ColorAttribute.Diffuse));
        }
        for (int i = 0; i < count; i++) {
            session.transform(i, instances.get(i).transform);
            ColorAttribute colour = diffuse.get(i);
            BodySpec spec = session.spec(i);
            if (spec.sensor) colour.color.set(BodyPalette.SENSOR);
            else if (i == 0 && session.isStatic(0)) colour.color.set(BodyPalette.GROUND);
            else if (session.isStatic(i)) colour.color.set(BodyPalette.STATIC);
            else if (spec.kinematic) colour.color.set(BodyPalette.KINEMATIC);
            else if (session.isAsleep(i)) colour.color.set(BodyPalette.ASLEEP);
            else if (session.isBall(i)) colour.color.set(BodyPalette.BALL);
            else BodyPalette.dynamic(session.pointSpeed(i), colour.color);
        }
    }

    public void render(ModelBatch batch, Camera camera, Environment environment) {
        batch.begin(camera);
        batch.render(instances, environment);
        batch.end();
    }

    /**
     * Clears the depth buffer and writes only the static bodies' depth (no colour), so what is
     * drawn next is hidden by the ground and the walls but not by the dynamic bodies.
     */
    public void renderStaticDepth(ModelBatch batch, Camera camera) {
        com.badlogic.gdx.Gdx.gl.glClear(com.badlogic.gdx.graphics.GL20.GL_DEPTH_BUFFER_BIT);
        com.badlogic.gdx.Gdx.gl.glColorMask(false, false, false, false);
        batch.begin(camera);
        batch.render(statics);
        batch.end();
        com.badlogic.gdx.Gdx.gl.glColorMask(true, true, true, true);
    }

    public int instanceCount() {
        return instances.size;
    }

    @Override
    public void dispose() {
        clear();
        models.dispose();
    }
}
