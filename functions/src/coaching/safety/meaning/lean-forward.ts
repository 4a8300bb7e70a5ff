/**
 * Universal Sentence Encoder lite's forward pass written out with the same TensorFlow.js kernels
 * and the same weights as the package's graph, op for op, so the vectors are the ones
 * `model.embed` gives: bit for bit for one sentence, within 1e-7 in a batch of mixed lengths (the
 * attention's sums run over a shorter padding); checked in lean-forward.test.ts. Why: the
 * converted graph runs 256 kernels per call through tfjs-converter's dynamic executor (it holds
 * data-dependent `Where` ops), and for a short message that bookkeeping cost as much as the
 * arithmetic. Written out, a call is about 60 kernels, synchronous; only the attention reads a
 * padded batch (sentences of similar length together), every other step one row per real token
 * (the graph projected the padding too, gathered rows with a slow kernel, and padded a long
 * message's short sentences to its longest for the attention).
 *
 * Plain CommonJS text (defines `leanForward(tf, model)`, returning `embed(sentences)` → a
 * Float32Array of unit vectors, 512 per sentence) so that the encoder's worker threads run it
 * alike in the bundled Lambda and the local stack. `tf` is `@energetic-ai/core`, `model` the
 * `EmbeddingsModel` of `@energetic-ai/embeddings` (its tokenizer and its graph's weights).
 */
export const LEAN_FORWARD_SOURCE = `
function leanForward(tf, model) {
  var weights = model.model.weights;
  var A = 'module_apply_default/Encoder_en/KonaTransformer/Encode/';
  function w(name) {
    var found = weights[name];
    if (!found) throw new Error('encoder weight missing: ' + name);
    return found[0];
  }
  var MAX_TOKENS = 128;
  var DIMS = 512;
  var EPS = w(A + 'TransformerStack/Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x');
  function layer(n, dims, heads) {
    var L = A + 'Layer_' + n + '/TransformerLayer/';
    var K = 'module/Encoder_en/KonaTransformer/Encode/Layer_' + n + '/TransformerLayer/MultiheadAttention/';
    var S = A + 'TransformerStack/Layer_' + n + '/TransformerLayer/';
    function norm(p) {
      return {
        scale: w(L + p + 'layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat'),
        bias: w(L + p + 'layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat'),
      };
    }
    return {
      dims: dims, heads: heads, depth: dims / heads,
      scale: w(S + 'MultiheadAttention/mul/y'),
      norm1: norm(''), norm2: norm('FFN/'),
      qkv: w(K + 'qkv_transform_single/kernel/part_0'),
      qkvBias: w(L + 'MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat'),
      out: w(K + 'output_transform_single/kernel/part_0'),
      outBias: w(L + 'MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat'),
      ffn1: w(S + 'FFN/conv1/Tensordot/Reshape_1'), ffn1Bias: w(L + 'FFN/conv1/bias/ConcatPartitions/concat'),
      ffn2: w(S + 'FFN/conv2/Tensordot/Reshape_1'), ffn2Bias: w(L + 'FFN/conv2/bias/ConcatPartitions/concat'),
      widen: n === 0 ? { kernel: w(L + 'dense/kernel/ConcatPartitions/concat'), bias: w(L + 'dense/bias/ConcatPartitions/concat') } : undefined,
    };
  }
  var layers = [layer(0, 256, 4), layer(1, 512, 4)];
  var embeddings = w('module/Embeddings_en');
  var tanhKernel = w('module/Encoder_en/hidden_layers/tanh_layer_0/weights');
  var tanhBias = w('module/Encoder_en/hidden_layers/tanh_layer_0/bias');
  var normFloor = w('module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y');
  var inverseTimescales = w(A + 'TransformerStack/Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1');
  // The position signal of every position the model reads, computed once by the kernels the graph uses per token.
  var timing = tf.tidy(function () {
    var scaled = tf.mul(tf.expandDims(tf.range(0, MAX_TOKENS, 1, 'float32'), 1), inverseTimescales);
    return tf.keep(tf.concat([tf.sin(scaled), tf.cos(scaled)], 1));
  });
  function layerNorm(x, p) {
    var centred = tf.sub(x, tf.mean(x, -1, true));
    var variance = tf.mean(tf.square(centred), -1, true);
    return tf.add(tf.mul(tf.mul(p.scale, tf.rsqrt(tf.add(variance, EPS))), centred), p.bias);
  }
  var embeddingRows = embeddings.dataSync();
  var timingRows = timing.dataSync();
  // Sentences of similar length read their attention together, each group padded to its own longest
  // (the attention costs sentences x length^2; a group costs about that much again in kernel calls).
  var GROUP_COST = 1300;
  function groupsOf(sortedLengths) {
    var n = sortedLengths.length;
    var best = [0], cut = [0];
    for (var end = 1; end <= n; end++) {
      best[end] = Infinity;
      for (var start = 0; start < end; start++) {
        var cost = best[start] + GROUP_COST + (end - start) * sortedLengths[end - 1] * sortedLengths[end - 1];
        if (cost < best[end]) { best[end] = cost; cut[end] = start; }
      }
    }
    var groups = [];
    for (var e = n; e > 0; e = cut[e]) groups.unshift([cut[e], e]);
    return groups;
  }
  return function embed(sentences) {
    var ids = sentences.map(function (s) { return model.tokenizer.encode(s).slice(0, MAX_TOKENS); });
    var B = ids.length;
    var lengths = ids.map(function (t) { return t.length; });
    // An empty batch row reads as all padding, as in the graph.
    var T = Math.max(1, Math.max.apply(null, lengths));
    var N = lengths.reduce(function (a, b) { return a + b; }, 0);
    var tokenRows = new Float32Array(N * 256), positionRows = new Float32Array(N * 256);
    var rowsAt = new Int32Array(N), firstRow = new Int32Array(B);
    var keep = new Float32Array(B * T), divisors = new Float32Array(B);
    var k = 0;
    ids.forEach(function (tokens, b) {
      firstRow[b] = k;
      divisors[b] = Math.max(tokens.length, 1);
      for (var t = 0; t < tokens.length; t++) {
        tokenRows.set(embeddingRows.subarray(tokens[t] * 256, tokens[t] * 256 + 256), k * 256);
        positionRows.set(timingRows.subarray(t * 256, t * 256 + 256), k * 256);
        rowsAt[k++] = b * T + t;
        keep[b * T + t] = 1;
      }
    });
    var bySize = ids.map(function (_, i) { return i; }).sort(function (a, b) { return lengths[a] - lengths[b]; });
    var groups = groupsOf(bySize.map(function (i) { return lengths[i]; })).map(function (range) {
      var members = bySize.slice(range[0], range[1]);
      var width = Math.max(1, lengths[members[members.length - 1]]);
      var bias = new Float32Array(members.length * width);
      members.forEach(function (b, j) { for (var t = lengths[b]; t < width; t++) bias[j * width + t] = -1e9; });
      return { members: members, width: width, bias: bias };
    });
    // Copies a token's heads between its row [t, h * D + i] and the heads' layout [j, h, t, i].
    function eachHead(g, l, visit) {
      g.members.forEach(function (b, j) {
        for (var t = 0; t < lengths[b]; t++)
          for (var h = 0; h < l.heads; h++) visit(firstRow[b] + t, h * l.depth, ((j * l.heads + h) * g.width + t) * l.depth);
      });
    }
    // The attention, per group of sentences; every other step reads one row per real token (a padding
    // position never reaches a real one: its keys weigh exactly 0 after the -1e9 bias).
    function attend(qkv, l) {
      var all = qkv.dataSync();
      var D = l.depth, width3 = 3 * l.dims;
      var out = new Float32Array(N * l.dims);
      groups.forEach(function (g) {
        var shape = [g.members.length, l.heads, g.width, D];
        var parts = [0, 1, 2].map(function () { return new Float32Array(shape[0] * shape[1] * shape[2] * D); });
        eachHead(g, l, function (row, column, at) {
          for (var p = 0; p < 3; p++) {
            var from = row * width3 + p * l.dims + column;
            parts[p].set(all.subarray(from, from + D), at);
          }
        });
        var q = tf.tensor4d(parts[0], shape), keys = tf.tensor4d(parts[1], shape), values = tf.tensor4d(parts[2], shape);
        var bias = tf.reshape(tf.tensor1d(g.bias), [shape[0], 1, 1, g.width]);
        var logits = tf.add(tf.matMul(tf.mul(q, l.scale), keys, false, true), bias);
        var attention = tf.reshape(tf.softmax(tf.reshape(logits, [-1, g.width])), [shape[0], l.heads, g.width, g.width]);
        var heads = tf.matMul(attention, values).dataSync();
        eachHead(g, l, function (row, column, at) { out.set(heads.subarray(at, at + D), row * l.dims + column); });
      });
      return tf.tensor2d(out, [N, l.dims]);
    }
    var result = tf.tidy(function () {
      function project(rows, kernel, bias, d) {
        return tf.reshape(tf.add(tf.conv2d(tf.reshape(rows, [1, N, 1, d]), kernel, 1, 'valid'), bias), [N, -1]);
      }
      var e = tf.tensor2d(tokenRows, [N, 256]);
      // As the graph has it: the embedding plus (the embedding plus the position signal).
      var x = tf.add(e, tf.add(e, tf.tensor2d(positionRows, [N, 256])));
      layers.forEach(function (l) {
        var qkv = project(layerNorm(x, l.norm1), l.qkv, l.qkvBias, x.shape[1]);
        var attended = project(attend(qkv, l), l.out, l.outBias, l.dims);
        var residual = l.widen ? tf.add(tf.matMul(x, l.widen.kernel), l.widen.bias) : x;
        x = tf.add(attended, residual);
        var inner = tf.relu(tf.add(tf.matMul(layerNorm(x, l.norm2), l.ffn1), l.ffn1Bias));
        x = tf.add(tf.add(tf.matMul(inner, l.ffn2), l.ffn2Bias), x);
      });
      var all = N === B * T ? x : tf.scatterND(tf.tensor2d(rowsAt, [N, 1], 'int32'), x, [B * T, DIMS]);
      var mask = tf.reshape(tf.tensor1d(keep), [B, T, 1]);
      var pooled = tf.div(tf.sum(tf.mul(tf.reshape(all, [B, T, DIMS]), mask), 1), tf.reshape(tf.tensor1d(divisors), [B, 1]));
      var y = tf.tanh(tf.add(tf.matMul(pooled, tanhKernel), tanhBias));
      return tf.mul(y, tf.rsqrt(tf.maximum(tf.sum(tf.square(y), 1, true), normFloor)));
    });
    var flat = result.dataSync().slice();
    result.dispose();
    return flat;
  };
}
`;
