package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.scenes.scene2d.Actor;
import io.github.gdxnsc.demo.render.BodyPalette;

/**
 * The colour key of the bodies: the speed ramp of {@link BodyPalette} (speed of a body's fastest
 * point: linear speed plus angular speed times its extent) from rest to {@link BodyPalette#FAST_SPEED},
 * then swatches for static bodies, shot balls and sleeping bodies, and below them kinematic bodies
 * and bodies inside a sensor zone (their edges; the zone itself is drawn translucent in the same magenta).
 */
final class SpeedLegend extends Actor {
    private static final int STEPS = 40;
    private final ShapeRenderer shapes;
    private final BitmapFont font;
    private final Color colour = new Color();

    SpeedLegend(ShapeRenderer shapes, BitmapFont font) {
        this.shapes = shapes;
        this.font = font;
        setSize(365, 54);
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        float x = getX(), y = getY(), h = getHeight();
        float rampX = x + 6, rampWidth = 150, barY = y + 30, barH = 8, rowY = y + 12;
        float swatchX = rampX + rampWidth + 24;
        batch.end();
        shapes.setProjectionMatrix(batch.getProjectionMatrix());
        shapes.setTransformMatrix(batch.getTransformMatrix());
        shapes.begin(ShapeRenderer.ShapeType.Filled);
        shapes.setColor(PlotStyle.BACKGROUND);
        shapes.rect(x, y, getWidth(), h);
        for (int i = 0; i < STEPS; i++) {
            float speed = BodyPalette.FAST_SPEED * i / (STEPS - 1f);
            shapes.setColor(BodyPalette.dynamic(speed, colour));
            shapes.rect(rampX + rampWidth * i / STEPS, barY, rampWidth / STEPS + 0.5f, barH);
        }
        shapes.setColor(BodyPalette.STATIC);
        shapes.rect(swatchX, barY, 8, barH);
        shapes.setColor(BodyPalette.BALL);
        shapes.rect(swatchX + 60, barY, 8, barH);
        shapes.setColor(BodyPalette.ASLEEP);
        shapes.rect(swatchX + 105, barY, 8, barH);
        shapes.setColor(BodyPalette.KINEMATIC);
        shapes.rect(swatchX, rowY, 8, barH);
        shapes.setColor(BodyPalette.IN_SENSOR);
        shapes.rect(swatchX + 75, rowY, 8, barH);
        shapes.end();
        batch.begin();
        font.setColor(PlotStyle.TEXT);
        font.draw(batch, "speed of a body's fastest point", rampX, y + h - 2);
        font.draw(batch, "rest", rampX, barY - 3);
        font.draw(batch, "1", rampX + rampWidth / 2 - 2, barY - 3);
        font.draw(batch, "2+ m/s", rampX + rampWidth - 34, barY - 3);
        font.draw(batch, "static", swatchX + 12, barY + barH);
        font.draw(batch, "ball", swatchX + 72, barY + barH);
        font.draw(batch, "asleep", swatchX + 117, barY + barH);
        font.draw(batch, "kinematic", swatchX + 12, rowY + barH);
        font.draw(batch, "in sensor (edges)", swatchX + 87, rowY + barH);
    }
}
