import '../shared/base.css';
import './ui/rbtree.css';
import { byId } from '../shared/dom';
import { mountTreePage } from './ui/rbtree-page';

mountTreePage(byId('lab'));
